#include "ui/panels/sourcespanel.h"

#include <QDesktopServices>
#include <QEvent>
#include <QUrl>

#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/theme.h"

namespace runway {
namespace {

QString esc(const std::string& text)
{
    return display::fromUtf8(text).toHtmlEscaped();
}
// A message of core (a title, a public figure, a method paragraph), translated and escaped.
QString core(const Message& text)
{
    return display::text(text).toHtmlEscaped();
}

QString badgeColor(ProvenanceKind kind)
{
    switch (kind) {
    case ProvenanceKind::Article: return QStringLiteral("#1f5fa8");
    case ProvenanceKind::Filing: return QStringLiteral("#6a3d9a");
    case ProvenanceKind::Assumption: return QStringLiteral("#8a5a00");
    case ProvenanceKind::Published: return QStringLiteral("#00695c");
    case ProvenanceKind::None: break;
    }
    return QStringLiteral("#5f6368");
}

QString tableStart()
{
    return QStringLiteral("<table width='99%' cellspacing='0' cellpadding='5' border='1' "
                          "style='border-collapse:collapse; border-color:%1; margin-bottom:6px'>")
        .arg(themed("#c8c8c8", "#55585d"));
}

QString headerRow(const QStringList& titles)
{
    QString row = QStringLiteral("<tr style='background-color:%1'>").arg(themed("#ececec", "#34373b"));
    for (const QString& t : titles)
        row += QStringLiteral("<th align='left'>%1</th>").arg(t.toHtmlEscaped());
    return row + QStringLiteral("</tr>");
}

} // namespace

SourcesPanel::SourcesPanel(QWidget* parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("sourcesPanel"));
    setAccessibleName(tr("Sources and method"));
    setOpenLinks(false);
    // A source's link opens in the browser; nothing else on the page is a link.
    connect(this, &QTextBrowser::anchorClicked, this, [](const QUrl& url) {
        if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"))
            QDesktopServices::openUrl(url);
    });
    // The page depends only on built-in data: it is written once, when first shown (a tab behind
    // the charts: laying it out before the window's first frame only delayed that frame).
}

void SourcesPanel::write()
{
    setHtml(html(sourcesPage(builtinCatalogue())));
    m_written = true;
}

QString SourcesPanel::pageText()
{
    if (!m_written)
        write();
    return toPlainText();
}

void SourcesPanel::showEvent(QShowEvent* event)
{
    if (!m_written)
        write();
    QTextBrowser::showEvent(event);
}

void SourcesPanel::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange) { // its colours are in the HTML
        setAccessibleName(tr("Sources and method"));
        if (m_written)
            write();
    }
}

QString SourcesPanel::kindText(ProvenanceKind kind)
{
    if (kind == ProvenanceKind::None)
        return tr("derived");
    return display::paramText(provenanceTitle(kind));
}

QString SourcesPanel::originalTitle(const ClaimSource& source)
{
    const QString shown = display::text(source.title);
    if (!source.originalTitle.empty()) {
        const QString original = display::fromUtf8(source.originalTitle);
        return original == shown ? QString() : original;
    }
    // A built-in title is translated in the Chinese window: the original is its English.
    const QString english = display::fromUtf8(runway::english(source.title));
    return english == shown ? QString() : english;
}

QString SourcesPanel::sourceDetailsHtml(const ClaimSource& source, bool links)
{
    QStringList lines;
    if (const QString original = originalTitle(source); !original.isEmpty())
        lines << tr("Original title: “%1”").arg(original).toHtmlEscaped();
    QStringList facts;
    if (!source.publisher.empty())
        facts << esc(source.publisher);
    if (!source.date.empty())
        facts << esc(source.date);
    if (!source.url.empty()) {
        const QString url = esc(source.url);
        facts << (links ? QStringLiteral("<a href=\"%1\">%1</a>").arg(url) : url);
    }
    if (!facts.isEmpty())
        lines << facts.join(QStringLiteral(" · "));
    return lines.join(QStringLiteral("<br/>"));
}

QString SourcesPanel::html(const SourcesPage& page)
{
    QString t =
        QStringLiteral("<h2>%1</h2><p>%2</p>")
            .arg(tr("Sources &amp; method"), tr("Where every number this program starts from comes from, and how it computes the rest. The page is generated "
                                                "from the parameter table and the claims catalogue, the same data the model and the Claims tab use.")
                                                 .toHtmlEscaped());

    t += QStringLiteral("<h3>%1</h3>").arg(tr("Sources"));
    t += tableStart() + headerRow({QString(), tr("Title"), tr("Type")});
    for (const auto& s : page.sources) {
        const QString details = sourceDetailsHtml(s);
        t += QStringLiteral("<tr><td><b>%1</b></td><td><i>%2</i>%4</td><td>%3</td></tr>")
                 .arg(esc(s.id), core(s.title), core(s.description),
                      details.isEmpty() ? QString() : QStringLiteral("<br/><span style='color:%1'>%2</span>").arg(themed("#555555", "#b0b4ba"), details));
    }
    t += QStringLiteral("</table>");

    t += QStringLiteral("<h3>%1</h3><p>%2</p>")
             .arg(tr("Where each default comes from"),
                  tr("Each default is marked as coming from an article, a public filing, published prices or an assumption, with its source "
                     "and the reason for the value; a derived default says what it is derived from. The same marks appear as badges and "
                     "tooltips on the parameter controls.")
                      .toHtmlEscaped());
    t += tableStart() + headerRow({tr("Parameter"), tr("Default"), tr("Kind"), tr("Source"), tr("Why")});
    for (const auto& r : page.parameters) {
        const QString badge = QStringLiteral("<span style='background-color:%1; color:#ffffff; font-weight:bold'>&nbsp;%2&nbsp;</span>")
                                  .arg(badgeColor(r.kind), kindText(r.kind).toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
        t += QStringLiteral("<tr><td><b>%1</b><br/><span style='font-family:monospace; font-size:small; color:%7'>%2</span></td>"
                            "<td>%3</td><td style='white-space:nowrap'>%4</td><td>%5</td><td>%6</td></tr>")
                 .arg(core(r.label), esc(r.key), (r.defaultValue ? display::withUnit(*r.defaultValue) : display::text(r.defaultText)).toHtmlEscaped(), badge,
                      r.source.empty() ? QStringLiteral("—") : core(r.source), core(r.reason), themed("#555555", "#b0b4ba"));
    }
    t += QStringLiteral("</table>");

    t += QStringLiteral("<h3>%1</h3><p>%2</p>").arg(tr("Public figures"), tr("Published figures to compare with, not defaults of the model.").toHtmlEscaped());
    t += tableStart() + headerRow({tr("Figure"), tr("Value"), tr("Source"), tr("Comment")});
    for (const auto& f : page.publicFigures)
        t += QStringLiteral("<tr><td>%1</td><td style='white-space:nowrap'><b>%2</b></td><td>%3</td><td>%4</td></tr>")
                 .arg(core(f.label), core(f.valueText), core(f.source), core(f.comment));
    t += QStringLiteral("</table>");

    t += QStringLiteral("<h3>%1</h3>").arg(tr("Method"));
    for (const auto& m : page.method)
        t += QStringLiteral("<p>%1</p>").arg(core(m));
    return t;
}

} // namespace runway
