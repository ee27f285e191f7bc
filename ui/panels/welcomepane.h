#pragma once
// The first-run welcome: three lines on what the dashboard answers, pointing at the three
// headline sliders. Dismissed once, never shown again (QSettings "welcome/dismissed").

#include <QFrame>

#include <vector>

class QToolButton;

namespace runway {

class WrapLabel;

class WelcomePane : public QFrame {
    Q_OBJECT
public:
    explicit WelcomePane(QWidget* parent = nullptr);
    /// Whether the user has dismissed it before.
    static bool dismissedBefore();
    void dismiss();

signals:
    /// The user asked to see one of the headline controls ("price", "quota", "conversion").
    void showControl(const QString& which);

protected:
    void changeEvent(QEvent* event) override;

private:
    void setTexts();
    WrapLabel* m_title;
    WrapLabel* m_body;
    WrapLabel* m_start;
    std::vector<QToolButton*> m_links;
};

} // namespace runway
