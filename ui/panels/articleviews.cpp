#include "ui/panels/articleeditor.h"

#include <algorithm>
#include <array>

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextBrowser>
#include <QTextEdit>
#include <QUndoCommand>
#include <QUndoStack>
#include <QVBoxLayout>

#include "core/claims/claimreview.h"
#include "core/claims/claimsfile.h"
#include "core/claims/extract/articletext.h"
#include "core/claims/extract/extractor.h"
#include "core/scenario/jsondocument.h"
#include "core/util/sha256.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/format/problemtext.h"
#include "ui/library/libraryservice.h"
#include "ui/panels/articlecommands.h"
#include "ui/panels/articlemarks.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/claimsodds.h"
#include "ui/panels/claimspanel.h"
#include "ui/theme.h"

namespace runway {

using namespace articleedit;
using articlemarks::MarkState;
using articlemarks::Texts;
using extract::NumberDecision;

void ArticleEditor::refreshTable()
{
    m_filling = true;
    m_model->setRowCount(static_cast<int>(m_article.numbers.size()));
    for (std::size_t i = 0; i < m_article.numbers.size(); ++i) {
        const extract::FoundNumber& n = m_article.numbers[i];
        const int row = static_cast<int>(i);
        auto set = [&](int column, const QString& text, const QIcon& icon = {}) {
            auto* item = new QStandardItem(icon, text);
            item->setToolTip(display::fromUtf8(n.quote));
            m_model->setItem(row, column, item);
        };
        set(NumberColumn, display::fromUtf8(n.text));
        const NumberDecision* d = decisionFor(i);
        if (!d) {
            set(ValueColumn, QString());
            set(KindColumn, QString());
            set(StateColumn, tr("context: %1").arg(Texts::contextReason(n.context)));
            set(OddsColumn, QString());
            for (int c = 0; c < ColumnCount; ++c)
                m_model->item(row, c)->setForeground(QColor(themed("#777777", "#9a9a9a")));
            continue;
        }
        set(ValueColumn, Texts::value(n));
        set(KindColumn, Texts::kind(d->kind));
        switch (d->status) {
        case ClaimStatus::Draft: set(StateColumn, tr("to confirm")); break;
        case ClaimStatus::Uncheckable: set(StateColumn, tr("uncheckable: %1").arg(display::fromUtf8(d->reason))); break;
        case ClaimStatus::Confirmed:
            if (const ClaimResult* r = resultFor(i))
                set(StateColumn, ClaimsModel::verdictText(*r), ClaimsModel::verdictIcon(r->verdict));
            else
                set(StateColumn, tr("auditing…"));
            break;
        }
        set(OddsColumn, d->status == ClaimStatus::Confirmed ? ClaimsModel::oddsText(oddsFor(i)) : QString());
    }
    if (m_chosen)
        m_table->selectRow(static_cast<int>(*m_chosen));
    m_filling = false;
}

void ArticleEditor::refreshMarks()
{
    std::vector<MarkState> states;
    states.reserve(m_article.numbers.size());
    for (std::size_t i = 0; i < m_article.numbers.size(); ++i) {
        const NumberDecision* d = decisionFor(i);
        if (!d) {
            states.push_back(MarkState::Context);
            continue;
        }
        switch (d->status) {
        case ClaimStatus::Draft: states.push_back(MarkState::Draft); break;
        case ClaimStatus::Uncheckable: states.push_back(MarkState::Uncheckable); break;
        case ClaimStatus::Confirmed: {
            const ClaimResult* r = resultFor(i);
            if (!r)
                states.push_back(MarkState::Pending);
            else if (r->verdict == Verdict::Undetermined)
                states.push_back(MarkState::Undetermined);
            else
                states.push_back(verdictIsTrue(r->verdict) ? MarkState::True : MarkState::False);
            break;
        }
        }
    }
    m_text->setExtraSelections(articlemarks::marks(m_text->document(), m_utf16Begin, m_utf16End, states, m_chosen));
}

void ArticleEditor::refreshChoice()
{
    m_filling = true;
    const NumberDecision* d = m_chosen ? decisionFor(*m_chosen) : nullptr;
    for (QWidget* w : std::initializer_list<QWidget*>{m_quantity, m_kind, m_tolerance, m_overrides, m_confirm, m_draft, m_reason, m_uncheckable})
        w->setEnabled(d != nullptr);
    m_quantity->clear();
    m_overrides->clear();
    m_offers.clear();
    if (!m_chosen) {
        m_numberTitle->setText(m_article.text.empty() ? tr("Paste an article or open a text file: its numbers are marked in the text and listed above.")
                                                      : tr("Choose a number in the text or the table."));
        m_filling = false;
        return;
    }
    const extract::FoundNumber& n = m_article.numbers[*m_chosen];
    if (!d) {
        m_numberTitle->setText(tr("<b>%1</b> is %2: context, not a claim.").arg(display::fromUtf8(n.text).toHtmlEscaped(), Texts::contextReason(n.context)));
        m_filling = false;
        return;
    }
    m_numberTitle->setText(tr("<b>%1</b> reads as %2.").arg(display::fromUtf8(n.text).toHtmlEscaped(), Texts::value(n).toHtmlEscaped()));
    int current = -1;
    for (std::size_t i = 0; i < n.suggestions.size(); ++i) {
        m_quantity->addItem(Texts::quantity(n.suggestions[i].quantity, n.suggestions[i].factor));
        if (n.suggestions[i].quantity == d->quantity && n.suggestions[i].factor == d->factor)
            current = static_cast<int>(i);
    }
    if (current < 0 && !d->quantity.empty()) {
        // A saved claim's quantity that the extractor no longer suggests: shown, not offered.
        m_quantity->addItem(Texts::quantity(d->quantity, d->factor));
        current = m_quantity->count() - 1;
    }
    m_quantity->setCurrentIndex(current);
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(d->kind)));
    m_tolerance->setValue(d->tolerancePct);
    m_tolerance->setEnabled(d->kind == ClaimKind::Equals);
    m_offers = extract::overrideOffers(m_article.numbers, *m_chosen, d->quantity);
    for (const extract::OverrideOffer& o : m_offers) {
        const ParamSpec& p = spec(o.param);
        auto* item = new QListWidgetItem(
            tr("%1 = %2 (“%3”)").arg(display::paramText(p.label), display::valueWithUnit(p, o.value), display::fromUtf8(m_article.numbers[o.number].text)),
            m_overrides);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(hasOverride(*d, o) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(display::fromUtf8(p.key));
    }
    if (m_offers.empty())
        m_overrides->addItem(tr("none: the claim is read on the dashboard's scenario"));
    m_confirm->setEnabled(d->status != ClaimStatus::Confirmed);
    m_draft->setEnabled(d->status != ClaimStatus::Draft);
    m_reason->setText(display::fromUtf8(d->reason));
    m_filling = false;
}

void ArticleEditor::refreshDetail()
{
    const ClaimResult* r = m_chosen ? resultFor(*m_chosen) : nullptr;
    if (r && m_shownCatalogue) {
        const ClaimOdds* odds = oddsFor(*m_chosen);
        m_detail->setHtml(ClaimsPanel::detailHtml(*m_shownCatalogue, *r, odds));
        return;
    }
    const NumberDecision* d = m_chosen ? decisionFor(*m_chosen) : nullptr;
    QString text;
    if (!d)
        text = tr("The verdict and the odds of a confirmed claim appear here.");
    else if (d->status == ClaimStatus::Confirmed)
        text = tr("Auditing…");
    else if (d->status == ClaimStatus::Uncheckable)
        text = tr("Uncheckable: %1").arg(display::fromUtf8(d->reason));
    else
        text = tr("A draft: choose its quantity, kind and scenario inputs, then confirm it to see its verdict and odds.");
    m_detail->setHtml(QStringLiteral("<p>%1</p><p><i>%2</i></p>")
                          .arg(text.toHtmlEscaped(), m_chosen ? display::fromUtf8(m_article.numbers[*m_chosen].quote).toHtmlEscaped() : QString()));
}

} // namespace runway
