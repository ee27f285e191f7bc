#pragma once
// "Show the math": MODEL.md §3–§4 for day 0 with the current numbers substituted.

#include <QTextBrowser>

#include "core/model/model.h"

namespace runway {

class MathPanel : public QTextBrowser {
    Q_OBJECT
public:
    explicit MathPanel(QWidget* parent = nullptr);
    void refresh(const Scenario& s, const Metrics& m);
    /// The same text as HTML (for the report).
    static QString html(const Scenario& s, const Metrics& m);
};

} // namespace runway
