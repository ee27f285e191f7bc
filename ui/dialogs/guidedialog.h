#pragma once
// Help → Guide and glossary: a short guide to reading the window, and the glossary of its terms, one
// name per idea (issue 27) — the same names as the cards, the charts, the report and `run` use.

#include <QDialog>

class QTextBrowser;
class QTableWidget;

namespace runway {

class GuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit GuideDialog(QWidget* parent = nullptr);
    /// Opens the guide (one at a time: a second call raises the open one).
    static void show(QWidget* parent);
    /// The glossary's terms, in its order (the tests read them).
    QStringList terms() const;
    /// The guide's text as shown.
    QString guideText() const;

private:
    QTextBrowser* m_guide;
    QTableWidget* m_glossary;
};

} // namespace runway
