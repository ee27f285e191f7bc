#include "ui/panels/presentationstrip.h"

#include <QAction>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolButton>

#include "core/scenario/scenario.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/displayformat.h"
#include "ui/widgets/parametercontrol.h"

namespace runway {

namespace {
/// The value's type over the strip's: large enough to read from the back of a room.
constexpr double kValueScale = 1.5;
/// The price's slider takes this many shares of the width, the other two one each.
constexpr int kPriceStretch = 3;
} // namespace

PresentationStrip::PresentationStrip(ScenarioDocument* doc, QWidget* parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("presentationStrip"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(24);
    grid->setVerticalSpacing(0);
    int col = 0;
    for (ParamId id : kParams) {
        const ParamSpec& p = spec(id);
        const QString key = display::fromUtf8(p.key);
        Column c{id, new QLabel(display::paramText(p.label), this), new QLabel(this), new QSlider(Qt::Horizontal, this)};
        c.caption->setObjectName(QStringLiteral("presentCaption_") + key);
        c.value->setObjectName(QStringLiteral("presentValue_") + key);
        c.slider->setObjectName(QStringLiteral("presentSlider_") + key);
        c.slider->setRange(0, ParameterControl::kSliderSteps);
        c.slider->setPageStep(ParameterControl::kSliderSteps / 20);
        c.slider->setAccessibleName(c.caption->text());
        c.slider->setToolTip(display::paramText(p.explanation));
        c.caption->setBuddy(c.slider);
        // One undo step per drag, as the panel's sliders: the gesture lasts from press to release.
        connect(c.slider, &QSlider::sliderPressed, this, [this] { m_gesture = ScenarioDocument::newGesture(); });
        connect(c.slider, &QSlider::sliderReleased, this, [this] { m_gesture = 0; });
        connect(c.slider, &QSlider::valueChanged, this, [this, id, slider = c.slider](int position) {
            m_doc->setValue(id, ParameterControl::valueAt(spec(id), position), slider->isSliderDown() ? m_gesture : 0);
        });
        auto* head = new QHBoxLayout;
        head->setSpacing(8);
        head->addWidget(c.caption, 0, Qt::AlignBaseline);
        head->addWidget(c.value, 1, Qt::AlignBaseline);
        grid->addLayout(head, 0, col);
        grid->addWidget(c.slider, 1, col);
        grid->setColumnStretch(col, id == ParamId::Price ? kPriceStretch : 1);
        m_columns.push_back(c);
        ++col;
    }
    applyFonts();
    m_doc->follow(this, &PresentationStrip::follow);
}

void PresentationStrip::addToggle(QAction* action)
{
    auto* button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    button->setObjectName(action->objectName() + QStringLiteral("Button"));
    auto* grid = static_cast<QGridLayout*>(layout());
    grid->addWidget(button, 0, grid->columnCount(), 2, 1, Qt::AlignVCenter);
}

QSlider* PresentationStrip::slider(ParamId id) const
{
    const Column* c = column(id);
    return c ? c->slider : nullptr;
}

QString PresentationStrip::valueText(ParamId id) const
{
    const Column* c = column(id);
    return c ? c->value->text() : QString();
}

const PresentationStrip::Column* PresentationStrip::column(ParamId id) const
{
    for (const Column& c : m_columns)
        if (c.id == id)
            return &c;
    return nullptr;
}

void PresentationStrip::follow(const Scenario& s, const SimulationResult&)
{
    for (const Column& c : m_columns) {
        const double v = s[c.id];
        c.value->setText(display::valueWithUnit(spec(c.id), v));
        if (!c.slider->isSliderDown()) { // a drag keeps its handle under the pointer
            const QSignalBlocker block(c.slider);
            c.slider->setValue(ParameterControl::positionOf(spec(c.id), v));
        }
    }
}

void PresentationStrip::applyFonts()
{
    for (const Column& c : m_columns) {
        QFont big = font();
        big.setPointSizeF(font().pointSizeF() * kValueScale);
        big.setBold(true);
        c.value->setFont(big);
    }
}

void PresentationStrip::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFonts();
}

} // namespace runway
