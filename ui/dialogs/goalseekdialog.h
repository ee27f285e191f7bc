#pragma once
// "What <parameter> gives <T> months of runway?": goal seek (MODEL.md §8) on the open
// scenario, run by the AnalysisRunner. Compute shows the answer with the runway it gives, or
// why there is none; Apply sets the value through the document as one undoable step. With owned
// accelerators the serving cost is derived from them (MODEL.md §1), so it is not offered: the
// dialog says so and offers what sets it (chip capex, power, electricity, tokens per chip, …).

#include <optional>

#include <QDialog>

#include "core/analysis/goalseek.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace runway {

class AnalysisRunner;
class ScenarioDocument;

class GoalSeekDialog : public QDialog {
    Q_OBJECT
public:
    GoalSeekDialog(ScenarioDocument* doc, AnalysisRunner* runner, QWidget* parent = nullptr);

    void setParameter(ParamId id);
    ParamId parameter() const;
    void setTargetMonths(double months);
    void setRange(GoalSeekRange range);
    /// Asks the runner for goal seek on the document's scenario; the outcome shows when it comes.
    void compute();
    /// True from compute() until its outcome is shown (or dropped by a change).
    bool isSearching() const { return m_searching; }
    /// Sets the computed value through the document (one undo step); false when there is none.
    bool apply();

    /// The last outcome (empty before Compute or after the scenario changed).
    const std::optional<GoalSeekResult>& result() const { return m_result; }
    QComboBox* parameterBox() const { return m_param; }
    QDoubleSpinBox* targetBox() const { return m_target; }
    QPushButton* computeButton() const { return m_compute; }
    QPushButton* applyButton() const { return m_apply; }
    QLabel* answerLabel() const { return m_answer; }
    QLabel* detailLabel() const { return m_detail; }
    /// The sentence shown while capacity is owned: why the serving cost itself is not offered.
    QLabel* ownedNote() const { return m_ownedNote; }
    /// Why goal seek cannot solve for the chosen parameter in this scenario (translated), or empty.
    QString refusal() const;

private:
    void updateQuestion();
    void updateCapacityMode();
    void clearResult(const QString& note);
    void showResult();
    void onAnswer(quint64 request, const GoalSeekResult& result, double runwayAtValue, double elapsedMs);
    QString reasonText(const GoalSeekResult& r) const;

    ScenarioDocument* m_doc;
    AnalysisRunner* m_runner;
    QComboBox* m_param;
    QDoubleSpinBox* m_target;
    QRadioButton* m_limits;
    QRadioButton* m_slider;
    QLabel* m_question;
    QLabel* m_ownedNote;
    QLabel* m_answer;
    QLabel* m_detail;
    QPushButton* m_compute;
    QPushButton* m_apply;
    std::optional<GoalSeekResult> m_result;
    double m_elapsedMs = 0;
    double m_runwayAtValue = 0;
    quint64 m_request = 0;
    bool m_searching = false;
    bool m_applying = false;
};

} // namespace runway
