#pragma once
// A KPI card: a caption, a large value and a one-line detail (the formula or the contrast).
// Every text wraps, none is elided; the card's width hints come from its font, never from its
// text, so a new value never widens the KPI grid or the window.

#include <memory>

#include <QFont>
#include <QFrame>

class QLabel;

namespace runway {

class KpiCard : public QFrame {
    Q_OBJECT
public:
    /// The value's font size over the caption's: normal, and in presentation mode (at least 2).
    static constexpr double kValueScale = 1.5;
    static constexpr double kPresentationValueScale = 2.2;

    explicit KpiCard(const QString& caption, QWidget* parent = nullptr);
    ~KpiCard() override;
    void setValue(const QString& value, const QString& detail = {});
    /// The card's own 90 % interval from the shared Monte Carlo ("90 %: $2.1B – $3.9B"), a line under
    /// the value (hidden with the detail in presentation mode, kept in the tooltip); empty hides it.
    void setInterval(const QString& text, const QString& note = {});
    /// While the odds of an edit are being computed the interval is greyed, never shown as current.
    void setIntervalStale(bool stale);
    QString intervalText() const;
    /// A sentence on what the card means, first in its tooltip (above the detail and interval).
    void setExplanation(const QString& text);
    bool isIntervalStale() const;
    /// What the card's "Copy value and detail" puts on the clipboard: the caption and the value, then
    /// the whole detail and the odds (the card shows them shortened).
    QString copiedText() const;
    /// Marks the card as a warning (e.g. cash runs out inside the horizon); shown with a symbol too.
    void setAlert(bool alert);
    /// The value's point size as a multiple of the card's font (kValueScale by default).
    void setValueScale(double scale);
    double valueScale() const { return m_valueScale; }
    /// Shows or hides the detail line (presentation mode shows the headline only; the detail
    /// stays in the tooltip and the accessible description).
    void setDetailShown(bool shown);
    QString captionText() const;
    /// The value as set (the card shows it with a no-break space before "%").
    QString valueText() const;
    QString detailText() const;

    /// The narrowest a card gets: wide enough for a value such as "$38.8M / month" in its font.
    int minimumCardWidth() const;
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

    /// The most lines the detail takes on the card; a longer one ends in "…" and is whole in the
    /// tooltip and the accessible description (the cards keep their height, the chart its room).
    static constexpr int kDetailLines = 2;
    /// The interval takes one line, reserved from the start: the odds arriving (or a metric the odds
    /// do not move) never change the card's height, so frames stay comparable during a drag.
    static constexpr int kIntervalLines = 1;
    /// The lines the interval holds on this card (kIntervalLines; 0: a card without one, such as
    /// the odds' own cards; the runway card holds 2 for the median and the range).
    void setIntervalLines(int lines);

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyValueFont();
    /// The detail and the interval as shown: kDetailLines and kIntervalLines lines at most.
    void fitDetail();
    /// The detail's height held at kDetailLines lines while details are shown.
    void holdDetailLines();
    void updateAccessibleText();

    /// A text shaped once in a font, cut to lines of a width (kpicard.cpp).
    class FittedText;
    std::unique_ptr<FittedText> m_detailFit;
    std::unique_ptr<FittedText> m_intervalFit;
    QLabel* m_caption;
    QLabel* m_value;
    QString m_valueText; ///< the value as set
    QString m_explanation;
    QString m_detailText;   ///< the detail as set (the label may show it shortened)
    QString m_intervalNote; ///< said of the interval in the tooltip only
    QString m_intervalText; ///< the interval as set
    int m_intervalLines = kIntervalLines;
    QLabel* m_interval;
    QLabel* m_detail;
    double m_valueScale = kValueScale;
    bool m_detailShown = true;
    /// Whether the card has been polished (it is about to be shown): its texts are measured from
    /// then on. A card made earlier measures nothing, so the window builds its cards while the
    /// second core still starts fontconfig (app/startup.cpp) and no text is fitted to a width no
    /// layout gave.
    bool m_polished = false;
    mutable QFont m_sampleFont;       ///< the value's font when the sample below was measured
    mutable int m_sampleAdvance = -1; ///< the width of a sample value in it ("$00.0M / month"), or -1
};

} // namespace runway
