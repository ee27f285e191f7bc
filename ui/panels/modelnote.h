#pragma once
// The note an older model's scenario opens with (Model1Note, Model2Note): a sentence about the
// assumptions it was read with, [Upgrade] as one undo step, and a close box. Not modal; closing it
// hides it until a scenario of another model comes and goes. The subclasses give the words (their
// tr() contexts stay theirs) and the upgrade; this class shows, hides and applies it.

#include <QFrame>

#include "core/model/model.h"

class QLabel;
class QPushButton;

namespace runway {

class ScenarioDocument;

class ModelNote : public QFrame {
    Q_OBJECT
public:
    QString text() const;
    QPushButton* upgradeButton() const { return m_upgrade; }
    /// Presentation mode: hidden whatever the scenario.
    void setSuppressed(bool suppressed);

protected:
    /// The words and object names of one note; `stacked` puts the button under the sentence (a
    /// narrow dock) rather than beside it.
    struct Texts {
        QString objectName, upgradeName, closeName;
        QString accessibleName, upgrade, upgradeTip, closeAccessibleName;
        bool stacked = false;
    };
    ModelNote(ScenarioDocument* doc, int model, const Texts& texts, QWidget* parent);
    /// Follows the document from now on; the subclass calls it last in its constructor (follow()
    /// calls the virtual functions below at once).
    void start();

    virtual QString sentence(const Scenario& s) const = 0;
    virtual Scenario upgraded(const Scenario& s) const = 0;
    virtual QString upgradeStep() const = 0; ///< the undo step's name

private:
    void follow(const Scenario& s);

    ScenarioDocument* m_doc;
    int m_model;
    QLabel* m_label;
    QPushButton* m_upgrade;
    QPushButton* m_close;
    bool m_dismissed = false; ///< closed by the user until a scenario of another model comes and goes
    bool m_suppressed = false;
};

} // namespace runway
