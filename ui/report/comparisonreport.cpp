#include "ui/report/comparisonreport.h"

#include <algorithm>
#include <cmath>

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>

#include "core/model/chartseries.h"
#include "core/util/fileio.h"
#include "ui/charts/chartpainter.h"
#include "ui/charts/runwaychart.h"
#include "ui/report/comparisontable.h"
#include "ui/report/reportpainter.h"
#include "ui/theme.h"

namespace runway {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("runway", text); // what lupdate assigns to a tr() outside any class (as report.cpp)
}

constexpr double kMargin = 28;          // points
constexpr double kMinChartHeight = 170; // points: the lines stay readable
constexpr int kChartLayoutWidth = 900;  // logical pixels: the legend's entries in one or two rows
constexpr double kMinFontScale = 0.55;

QString esc(const QString& s)
{
    return s.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

/// The table as HTML: the names in their colours, then one row per caption.
QString tableHtml(const std::vector<ComparedRun>& runs, const std::vector<QColor>& colors)
{
    const QStringList captions = comparisonRowCaptions();
    std::vector<QStringList> columns;
    for (std::size_t i = 0; i < runs.size(); ++i)
        columns.push_back(comparisonCells(runs[i], i == 0 ? nullptr : &runs.front()));
    QString html = QStringLiteral("<table width='100%' cellspacing='0' cellpadding='2' border='0'>");
    html += QStringLiteral("<tr><td><b>%1</b></td>").arg(esc(captions.value(0)));
    for (std::size_t i = 0; i < runs.size(); ++i)
        html += QStringLiteral("<td style='color:%1'><b>%2</b></td>")
                    .arg(i < colors.size() ? colors[i].darker(115).name() : QStringLiteral("#000"), esc(QString::fromStdString(runs[i].name)));
    html += QStringLiteral("</tr>");
    for (qsizetype r = 1; r < captions.size(); ++r) {
        html += QStringLiteral("<tr%1><td style='color:#444'>%2</td>").arg(r % 2 ? QStringLiteral(" bgcolor='#f2f2f2'") : QString(), esc(captions[r]));
        for (const QStringList& cells : columns)
            html += QStringLiteral("<td>%1</td>").arg(esc(cells.value(r - 1)));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

/// The odds' settings as the page states them: every column's (one line when they agree).
QString oddsSettings(const std::vector<ComparedRun>& runs)
{
    for (const ComparedRun& r : runs)
        if (r.odds)
            return tr("odds: %1 simulated futures per scenario, seed %2").arg(QLocale().toString(r.odds->samples)).arg(r.odds->seed);
    const MonteCarloOptions defaults;
    return tr("odds: %1 simulated futures per scenario, seed %2 (still being computed)").arg(QLocale().toString(defaults.samples)).arg(defaults.seed);
}

/// Lays the page out at `scale` of the text's sizes and, when `draw`, paints it; returns the
/// height the chart gets (below its minimum when the text is too large).
double paintPage(QPainter& p, QPaintDevice* device, const std::vector<ComparedRun>& runs, const std::vector<QColor>& colors, QSizeF page, double scale,
                 bool draw)
{
    const double w = page.width() - 2 * kMargin;
    double y = kMargin;
    if (draw) {
        p.fillRect(QRectF(QPointF(0, 0), page), Qt::white);
        p.setPen(Qt::black);
    }
    y += drawHtml(p, device,
                  QStringLiteral("<div style='font-size:%1pt'><b>%2</b></div><div style='color:#555'>%3</div>")
                      .arg(14 * scale)
                      .arg(esc(tr("Token Runway — %1 scenarios compared").arg(runs.size())),
                           esc(tr("%1 · %2 · token-runway %3")
                                   .arg(QDate::currentDate().toString(Qt::ISODate), oddsSettings(runs), QCoreApplication::applicationVersion()))),
                  kMargin, y, w, 7.5 * scale, draw) +
         6;
    y += drawHtml(p, device, tableHtml(runs, colors), kMargin, y, w, 7 * scale, draw) + 8;
    const double chartHeight = page.height() - kMargin - y;
    if (draw && !runs.empty() && runs.front().result && chartHeight > 0) {
        RunwayChart chart;
        chart.setPalette(printPalette());
        const QSize layout(kChartLayoutWidth, static_cast<int>(std::lround(kChartLayoutWidth * chartHeight / w)));
        chart.resize(layout);
        const ComparedRun& first = runs.front();
        chart.setData(first.scenario, *first.result); // the results the runs carry: the page computes nothing
        std::vector<ComparisonSeries> overlays;
        for (std::size_t i = 1; i < runs.size(); ++i)
            if (runs[i].result)
                overlays.push_back({QString::fromStdString(runs[i].name), i < colors.size() ? colors[i] : QColor(Qt::gray), runs[i].scenario.startDate,
                                    runs[i].result->dailyCash});
        chart.setComparisons(overlays);
        paintChart(chart, p, QRectF(kMargin, y, w, chartHeight), layout);
    }
    return chartHeight;
}

} // namespace

std::optional<QString> writeComparisonReport(const std::vector<ComparedRun>& runs, const std::vector<QColor>& colors, const QString& path,
                                             QPageSize::PageSizeId pageId, ProblemKind* kind)
{
    if (QFileInfo(path).suffix().toLower() != QLatin1String("pdf"))
        return tr("%1: the comparison's page is a PDF; give a path ending in .pdf").arg(path);
    const QPageLayout layout(QPageSize(pageId), QPageLayout::Landscape, QMarginsF(0, 0, 0, 0));
    const QSizeF page = layout.fullRect(QPageLayout::Point).size();
    QByteArray bytes;
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    bool painted = false;
    {
        QPdfWriter writer(&file);
        writer.setPageLayout(layout);
        writer.setResolution(72);
        writer.setTitle(tr("Token Runway — comparison"));
        writer.setCreator(QStringLiteral("Token Runway"));
        if (auto painter = makeChartCapablePainter(&writer)) {
            // The largest text (down to kMinFontScale) that leaves the chart its least height: one page.
            double scale = 1.0;
            while (scale > kMinFontScale && paintPage(*painter, &writer, runs, colors, page, scale, false) < kMinChartHeight)
                scale = std::max(kMinFontScale, scale - 0.05);
            paintPage(*painter, &writer, runs, colors, page, scale, true);
            painted = painter->end();
        }
    }
    file.close();
    if (!painted)
        return tr("%1: the comparison could not be drawn").arg(path);
    if (auto problem = writeFileAtomically(path.toStdString(), std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())))) {
        if (kind)
            *kind = problem->kind;
        return QString::fromStdString(problem->text());
    }
    return std::nullopt;
}

} // namespace runway
