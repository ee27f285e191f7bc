#pragma once
// A KPI card: a caption, a large value and a one-line detail (the formula or the contrast).

#include <QFrame>

class QLabel;

namespace runway {

class KpiCard : public QFrame {
    Q_OBJECT
public:
    explicit KpiCard(const QString& caption, QWidget* parent = nullptr);
    void setValue(const QString& value, const QString& detail = {});
    /// Marks the card as a warning (e.g. cash runs out inside the horizon); shown with a symbol too.
    void setAlert(bool alert);
    QString valueText() const;
    QString detailText() const;

private:
    QLabel* m_caption;
    QLabel* m_value;
    QLabel* m_detail;
};

} // namespace runway
