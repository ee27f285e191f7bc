#include "ui/dialogs/guidedialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace runway {

namespace {

struct Term {
    QString name;
    QString meaning;
};

/// The glossary: each idea under the one name the window, the report and the command line give it.
std::vector<Term> glossary()
{
    return {
        {GuideDialog::tr("Runway"), GuideDialog::tr("How long the cash on hand lasts, day by day, with every cost and purchase counted: the day the "
                                                    "cash first falls below zero.")},
        {GuideDialog::tr("Textbook runway"), GuideDialog::tr("Cash on hand ÷ the first month's net burn, the one-line formula. It counts the "
                                                             "accelerators bought in that month; the Runway follows the growth that comes after.")},
        {GuideDialog::tr("Simple view (model 1)"), GuideDialog::tr("A line on the Runway chart: the same scenario on model 1's assumptions "
                                                                   "(flat costs, serving paid by the token), for contrast.")},
        {GuideDialog::tr("Net burn"), GuideDialog::tr("What the company spends in a month beyond its revenue: serving, operating cost, minus "
                                                      "revenue. Shown as the part that recurs plus the accelerators bought once.")},
        {GuideDialog::tr("Cash on hand"), GuideDialog::tr("The cash at the start: the filing's cash in dollars, plus money raised since, minus "
                                                          "the burn since the filing. Not money raised over the company's life.")},
        {GuideDialog::tr("Serving cost"), GuideDialog::tr("What serving a million tokens costs: the accelerators written off over their life, "
                                                          "plus power. The free tier's real cost is this, for the tokens actually used.")},
        {GuideDialog::tr("List value"), GuideDialog::tr("The free quota priced at the list price: revenue forgone, not cash spent. The articles' "
                                                        "headline figure.")},
        {GuideDialog::tr("Company break-even conversion"), GuideDialog::tr("The share of free users who must pay for the whole company's day "
                                                                           "to cost nothing: serving, operating cost and revenue together.")},
        {GuideDialog::tr("Company break-even price"), GuideDialog::tr("The list price at which the whole company's day costs nothing, "
                                                                      "all else as set.")},
        {GuideDialog::tr("Free-tier break-even conversion"), GuideDialog::tr("The share of free users who must pay for the free tier alone "
                                                                             "to pay for itself: the paying users' margin covers the free "
                                                                             "tokens' serving cost.")},
        {GuideDialog::tr("Rule of thumb"), GuideDialog::tr("100 × serving cost ÷ price: the free-tier break-even when nothing else moves. "
                                                           "The window says why it differs when the token mix, the elasticity, a cap or "
                                                           "a full quota move it.")},
        {GuideDialog::tr("Programme contribution"), GuideDialog::tr("What the free tier earns in a day: the paying users' margin minus the "
                                                                    "free tokens' serving cost. Zero is the free-tier break-even.")},
        {GuideDialog::tr("LTV, CAC, payback"), GuideDialog::tr("A paying account's lifetime margin (LTV), what the free tier spends to win one "
                                                               "(CAC), and the months of margin that repay it.")},
        {GuideDialog::tr("Monte Carlo fan"), GuideDialog::tr("The cash path over many futures drawn from the uncertainty ranges: the median "
                                                             "and the bands that hold half and 90 % of them.")},
        {GuideDialog::tr("What-if map"), GuideDialog::tr("One figure over every price and conversion, all else as set; its line is the "
                                                         "free-tier break-even.")},
    };
}

} // namespace

GuideDialog::GuideDialog(QWidget* parent)
    : QDialog(parent)
    , m_guide(new QTextBrowser(this))
    , m_glossary(new QTableWidget(0, 2, this))
{
    setObjectName(QStringLiteral("guideDialog"));
    setWindowTitle(tr("Guide and glossary"));
    m_guide->setObjectName(QStringLiteral("guideText"));
    m_guide->setHtml(tr("<h3>Reading Token Runway in five steps</h3><ol>"
                        "<li><b>Set the three headline sliders</b> on the left — list price, free quota, conversion — or pick a preset.</li>"
                        "<li><b>Read the cards</b>: the runway and the day the cash runs out, the cash on hand, the net burn (what recurs, and "
                        "the accelerators bought once), what the free tier costs against its list value, and where it breaks even.</li>"
                        "<li><b>Read the charts</b>: the Runway chart draws the cash path beside the articles' view and the simple view "
                        "(model 1); the Burn chart splits each month's spending; the Free-tier programme chart and the what-if map show where the free "
                        "tier pays for itself.</li>"
                        "<li><b>Check the claims</b>: the Claims tab re-computes what the articles say on your scenario.</li>"
                        "<li><b>Save and share</b>: Ctrl+S keeps the scenario in the library; File → Export report writes one page to "
                        "forward.</li></ol><p>Show the math (Ctrl+2) gives every figure's formula with your numbers.</p>"));
    m_glossary->setObjectName(QStringLiteral("glossary"));
    m_glossary->setHorizontalHeaderLabels({tr("Term"), tr("Meaning")});
    m_glossary->verticalHeader()->hide();
    m_glossary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_glossary->setWordWrap(true);
    m_glossary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_glossary->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    for (const Term& t : glossary()) {
        const int row = m_glossary->rowCount();
        m_glossary->insertRow(row);
        m_glossary->setItem(row, 0, new QTableWidgetItem(t.name));
        m_glossary->setItem(row, 1, new QTableWidgetItem(t.meaning));
    }
    m_glossary->resizeRowsToContents();
    auto* tabs = new QTabWidget(this);
    tabs->addTab(m_guide, tr("Short guide"));
    tabs->addTab(m_glossary, tr("Glossary"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tabs, 1);
    layout->addWidget(buttons);
    resize(760, 560);
}

void GuideDialog::show(QWidget* parent)
{
    auto* open = parent->findChild<GuideDialog*>(QStringLiteral("guideDialog"), Qt::FindDirectChildrenOnly);
    if (!open)
        open = new GuideDialog(parent);
    open->QDialog::show();
    open->raise();
    open->activateWindow();
}

QStringList GuideDialog::terms() const
{
    QStringList names;
    for (int r = 0; r < m_glossary->rowCount(); ++r)
        names << m_glossary->item(r, 0)->text();
    return names;
}

QString GuideDialog::guideText() const
{
    return m_guide->toPlainText();
}

} // namespace runway
