#pragma once
// A KPI card: a caption, a large value and a one-line detail (the formula or the contrast).
// Every text wraps, none is elided; the card's width hints come from its font, never from its
// text, so a new value never widens the KPI grid or the window.

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
    void setValue(const QString& value, const QString& detail = {});
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

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyValueFont();
    void updateAccessibleText();

    QLabel* m_caption;
    QLabel* m_value;
    QString m_valueText; ///< the value as set
    QLabel* m_detail;
    double m_valueScale = kValueScale;
    bool m_detailShown = true;
};

} // namespace runway
