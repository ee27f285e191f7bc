#include "ui/report/report.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QTextDocument>

#include "core/claims/claimaudit.h"
#include "core/model/model.h"
#include "core/util/fileio.h"
#include "ui/charts/burnchart.h"
#include "ui/charts/chartpainter.h"
#include "ui/charts/runwaychart.h"
#include "ui/format/displayformat.h"

namespace runway {

namespace {

// Context "runway": what lupdate assigns to a tr() call in namespace runway outside any class.
QString tr(const char* text)
{
    return QCoreApplication::translate("runway", text);
}

constexpr double kMargin = 34; // points
constexpr double kPngDpi = 150;
constexpr QSize kRunwayLayout{720, 262};
constexpr QSize kBurnLayout{720, 225};

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

QString kpiTable(const Scenario& s, const Metrics& m)
{
    using namespace display;
    const QString runway = m.runwayMonths ? tr("%1 — cash runs out on %2").arg(months(*m.runwayMonths), date(s.startDate.plusDays(*m.runwayDays)))
                                          : tr("beyond the %1-month horizon").arg(s.horizonMonths());
    const std::pair<QString, QString> rows[] = {
        {tr("Runway"), runway},
        {tr("Net burn, first month"), money(m.firstMonthNetBurnUsd)},
        {tr("Free tier, cash cost per day"), money(m.day0.freeTierCostUsd) + tr(" (serving cost of the tokens used)")},
        {tr("Free tier, list value per day"), money(m.day0.freeTierListValueUsd) + tr(" (revenue forgone, not cash)")},
        {tr("Whole quota at list price per day"), money(m.quotaListValueUsdPerDay) + tr(" (the articles' headline)")},
        {tr("Quota used"), m.quotaUtilizationPct ? percent(*m.quotaUtilizationPct) : tr("no quota")},
        {tr("Free tier's share of the burn"), m.freeTierSharePct ? percent(*m.freeTierSharePct, 1) : tr("n/a")},
        {tr("Accelerators needed"), QLocale().toString(m.chipsNeeded, 'f', 0)},
        {tr("Serving cost"), money(m.servingCostUsdPerMtok, 3) + tr(" per 1M tokens")},
        {tr("Free tier pays for itself"),
         m.programBreakEvenConversionPct ? tr("at %1 conversion").arg(percent(*m.programBreakEvenConversionPct, 1)) : tr("never (price below cost)")},
    };
    QString html = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='1.5'>");
    for (std::size_t i = 0; i < std::size(rows); i += 2) {
        html += QStringLiteral("<tr>");
        for (std::size_t j = i; j < i + 2 && j < std::size(rows); ++j)
            html += QStringLiteral("<td width='22%' style='color:#555'>%1</td><td width='28%'><b>%2</b></td>").arg(esc(rows[j].first), esc(rows[j].second));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString assumptionsTable(const Scenario& s, const Metrics& m)
{
    QStringList cells;
    for (const auto& p : parameters()) {
        if (!isNumeric(p.id) && p.id != ParamId::StartDate)
            continue;
        QString value;
        if (p.id == ParamId::StartDate)
            value = QString::fromStdString(s.startDate.toIso());
        else if (!s.isNull(p.id))
            value = display::value(p, s[p.id]);
        else if (p.id == ParamId::ServingCost) // null: derived (MODEL.md §3, §3b, §4) or no cap (§4a)
            value = tr("derived: %1").arg(display::value(p, m.servingCostUsdPerMtok));
        else if (p.id == ParamId::Cash)
            value = tr("derived: %1").arg(display::money(m.cashStartUsd));
        else if (p.id == ParamId::ChipsOwned)
            value = m.chipsOwnedStart ? tr("derived: %1").arg(display::value(p, *m.chipsOwnedStart)) : tr("not used");
        else if (p.id == ParamId::AccountCap)
            value = tr("no cap");
        else
            value = tr("derived");
        const Scenario defaults;
        const bool isDefault = p.id == ParamId::StartDate ? s.startDate == defaults.startDate
                                                          : (s.isNull(p.id) == defaults.isNull(p.id) && (s.isNull(p.id) || s[p.id] == defaults[p.id]));
        const QString provenance = isDefault ? display::paramText(provenanceTitle(p.provenance)) : tr("changed");
        const QString source = isDefault && !p.source.empty() ? display::fromUtf8(p.source) : QString();
        cells << QStringLiteral("<td>%1</td><td align='right'><b>%2</b></td><td style='color:#555'>%3%4</td>")
                     .arg(esc(display::paramText(p.label)), esc(value), esc(provenance),
                          source.isEmpty() ? QString() : QStringLiteral(" · ") + esc(source.left(26) + (source.size() > 26 ? QStringLiteral("…") : QString())));
    }
    QString html = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='1'>");
    const qsizetype half = (cells.size() + 1) / 2;
    for (qsizetype i = 0; i < half; ++i)
        html += QStringLiteral("<tr>") + cells[i] + (i + half < cells.size() ? cells[i + half] : QStringLiteral("<td></td><td></td><td></td>")) +
                QStringLiteral("</tr>");
    return html + QStringLiteral("</table>");
}

QString claimsSummary(const std::vector<ClaimResult>& results)
{
    // Three to a row, the verdict only: model 2's catalogue is too long for the claims' sentences
    // to fit on the one page (the Claims tab and `token-runway claims` print them in full).
    constexpr std::size_t kColumns = 3;
    QString html = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='1'>");
    for (std::size_t i = 0; i < results.size(); i += kColumns) {
        html += QStringLiteral("<tr>");
        for (std::size_t j = i; j < i + kColumns; ++j) {
            if (j >= results.size()) {
                html += QStringLiteral("<td></td>");
                continue;
            }
            const ClaimResult& r = results[j];
            const bool ok = verdictIsTrue(r.verdict);
            QString verdict = QString::fromUtf8(verdictName(r.verdict).data());
            if (r.verdict == Verdict::Off && r.ratio)
                verdict += QStringLiteral(" (") + QString::fromStdString(ratioText(*r.ratio)) + QLatin1Char(')');
            html += QStringLiteral("<td width='33%'>%1 <b>%2</b>: %3</td>")
                        .arg(ok ? QStringLiteral("✔") : QStringLiteral("✘"), esc(QString::fromStdString(r.claim->id)), esc(verdict));
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

/// Draws one block of HTML at (x, y) in `width`; returns its height.
double drawHtml(QPainter& p, QPaintDevice* device, const QString& html, double x, double y, double width, double pointSize)
{
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(device);
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(pointSize);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setTextWidth(width);
    doc.setHtml(html);
    p.save();
    p.translate(x, y);
    doc.drawContents(&p);
    p.restore();
    return doc.size().height();
}

/// What one report shows: a scenario with its result and claims audit.
struct ReportInput {
    const Scenario& s;
    const SimulationResult& r;
    const std::vector<ClaimResult>& claims;
};

void paintPage(QPainter& p, QPaintDevice* device, const ReportInput& in, QSizeF page)
{
    const Scenario& s = in.s;
    const SimulationResult& r = in.r;
    const double w = page.width() - 2 * kMargin;
    double y = kMargin;
    p.fillRect(QRectF(QPointF(0, 0), page), Qt::white);
    p.setPen(Qt::black);
    const QString title = QStringLiteral("<div style='font-size:15pt'><b>%1</b> — %2</div>"
                                         "<div style='color:#555'>%3</div>")
                              .arg(tr("Token Runway"), esc(QString::fromStdString(s.name)),
                                   esc(tr("Report of %1 · day 0 is %2 · horizon %3 months · token-runway %4")
                                           .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat), display::date(s.startDate))
                                           .arg(s.horizonMonths())
                                           .arg(QCoreApplication::applicationVersion())));
    y += drawHtml(p, device, title, kMargin, y, w, 8) + 8;
    y += drawHtml(p, device, kpiTable(s, r.metrics), kMargin, y, w, 7.5) + 8;

    QPalette light;
    light.setColor(QPalette::Window, Qt::white);
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::WindowText, Qt::black);
    light.setColor(QPalette::Text, Qt::black);
    RunwayChart runway;
    runway.setPalette(light);
    runway.resize(kRunwayLayout);
    runway.setData(s, r);
    const double runwayHeight = w * kRunwayLayout.height() / kRunwayLayout.width();
    paintChart(runway, p, QRectF(kMargin, y, w, runwayHeight), kRunwayLayout);
    y += runwayHeight + 4;
    BurnChart burn;
    burn.setPalette(light);
    burn.resize(kBurnLayout);
    burn.setData(s, r);
    const double burnHeight = w * kBurnLayout.height() / kBurnLayout.width();
    paintChart(burn, p, QRectF(kMargin, y, w, burnHeight), kBurnLayout);
    y += burnHeight + 6;

    y += drawHtml(p, device, QStringLiteral("<b>%1</b>").arg(tr("Assumptions and where they come from")), kMargin, y, w, 8) + 2;
    y += drawHtml(p, device, assumptionsTable(s, r.metrics), kMargin, y, w, 6.3) + 6;
    y += drawHtml(p, device, QStringLiteral("<b>%1</b>").arg(tr("The articles' claims, re-computed on this scenario")), kMargin, y, w, 8) + 2;
    y += drawHtml(p, device, claimsSummary(in.claims), kMargin, y, w, 6.3) + 6;
    drawHtml(p, device,
             QStringLiteral("<b>%1</b> %2")
                 .arg(tr("Method."),
                      tr("Model 2, day by day (a month is 30 days), from the cash on hand: paying developers are charged the list price at their token "
                         "mix, the rest use the free quota up to its size; the company pays its growing operating cost and, on its own "
                         "accelerators, their power and the chips it must buy when the fleet grows (per token: the serving cost). "
                         "The free tier's cost is the serving cost of the tokens used, not the list value of the quota offered.")),
             kMargin, y, w, 6.8);
}

QSizeF pagePoints(QPageSize::PageSizeId id)
{
    return QPageSize(id).size(QPageSize::Point);
}

} // namespace

QPageSize::PageSizeId defaultPageSize()
{
    return QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

std::optional<QString> writeReport(const Scenario& scenario, const QString& path, QPageSize::PageSizeId pageId, ProblemKind* kind)
{
    return writeReport(scenario, simulate(scenario), auditClaims(builtinCatalogue(), scenario), path, pageId, kind);
}

std::optional<QString> writeReport(const Scenario& scenario, const SimulationResult& result, const std::vector<ClaimResult>& claims, const QString& path,
                                   QPageSize::PageSizeId pageId, ProblemKind* kind)
{
    const ReportInput input{scenario, result, claims};
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("pdf") && suffix != QLatin1String("svg") && suffix != QLatin1String("png"))
        return tr("%1: unknown report format \"%2\"; use .pdf, .svg or .png").arg(path, suffix);
    const QSizeF page = pagePoints(pageId);
    // Drawn into memory, then written by the one output writer (atomic over a regular file,
    // straight into a device or pipe, never over the open library).
    QByteArray bytes;
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    bool painted = false;
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(&file);
        writer.setPageSize(QPageSize(pageId));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72);
        writer.setTitle(tr("Token Runway — %1").arg(QString::fromStdString(scenario.name)));
        writer.setCreator(QStringLiteral("Token Runway"));
        if (auto painter = makeChartCapablePainter(&writer)) {
            paintPage(*painter, &writer, input, page);
            painted = painter->end();
        }
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(page.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), page));
        svg.setResolution(72);
        svg.setTitle(tr("Token Runway — %1").arg(QString::fromStdString(scenario.name)));
        if (auto painter = makeChartCapablePainter(&svg)) {
            paintPage(*painter, &svg, input, page);
            painted = painter->end();
        }
    } else {
        const double scale = kPngDpi / 72.0;
        QImage image((page * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDotsPerMeterX(static_cast<int>(72 / 0.0254));
        image.setDotsPerMeterY(static_cast<int>(72 / 0.0254));
        image.fill(Qt::white);
        if (auto painter = makeChartCapablePainter(&image)) {
            painter->scale(scale, scale);
            paintPage(*painter, &image, input, page);
            painted = painter->end();
        }
        image.setDotsPerMeterX(static_cast<int>(kPngDpi / 0.0254));
        image.setDotsPerMeterY(static_cast<int>(kPngDpi / 0.0254));
        painted = painted && image.save(&file, "PNG");
    }
    file.close();
    if (!painted)
        return tr("%1: the report could not be drawn").arg(path);
    if (auto problem = writeFileAtomically(path.toStdString(), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        if (kind)
            *kind = problem->kind;
        return QString::fromStdString(problem->text()); // "x.pdf: disk full (…)", "x.pdf: is not writable (…); it was left unchanged"
    }
    return std::nullopt;
}

} // namespace runway
