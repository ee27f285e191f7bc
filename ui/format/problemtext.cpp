#include "ui/format/problemtext.h"

#include <QCoreApplication>

#include "core/scenario/parameters.h"
#include "ui/format/displayformat.h"

namespace runway {

namespace {

/// The parameter's label in the window's language, or the key itself when it is no parameter.
QString labelOf(const std::string& key)
{
    if (const ParamSpec* p = findParam(key))
        return display::paramText(p->label);
    return QString::fromStdString(key);
}

/// A number of `key` in its own format ("$40.0M", "3.00 %"), or plain when the key has none.
QString valueOf(const std::string& key, const std::optional<double>& v)
{
    if (!v)
        return QStringLiteral("?");
    if (const ParamSpec* p = findParam(key); p && isNumeric(p->id))
        return display::value(*p, *v);
    return QLocale().toString(*v, 'g', 10);
}

QString limitsOf(const Problem& pr)
{
    const ParamSpec* p = findParam(pr.args.key);
    const QString low = (p && p->minExclusive ? QStringLiteral("> ") : QString()) + valueOf(pr.args.key, pr.args.low);
    return low + QStringLiteral(" … ") + valueOf(pr.args.key, pr.args.high);
}

} // namespace

QString problemText(const Problem& pr)
{
    const ProblemArgs& a = pr.args;
    const QString label = labelOf(a.key);
    const QString value = valueOf(a.key, a.value);
    using enum ProblemCode;
    switch (pr.code) {
    case Other:
    case NotAnObject:
    case UnknownKey:
    case WrongType:
    case SchemaUnknown:
    case NotADate:
    case UnknownChoice: break; // about a file's shape: core's English names the file's own words
    case Model2Key:
        return QCoreApplication::translate("Problems", "%1 is a model-2 setting, but the file says it is a model-1 scenario; upgrade it to model 2 first")
            .arg(label);
    case OutOfLimits:
        if (!a.other.empty())
            return QCoreApplication::translate("Problems", "%1: %2 is outside %3 (the upper limit is the horizon)").arg(label, value, limitsOf(pr));
        return QCoreApplication::translate("Problems", "%1: %2 is outside the limits %3").arg(label, value, limitsOf(pr));
    case NotWhole: return QCoreApplication::translate("Problems", "%1: %2 is not a whole number").arg(label, value);
    case BeyondHorizon:
        return QCoreApplication::translate("Problems", "%1: %2 is beyond the horizon (%3); shorten the free tier or lengthen the horizon first")
            .arg(label, value, display::months(a.high.value_or(0), 0));
    case TextHasNul: return QCoreApplication::translate("Problems", "%1 contains a NUL character").arg(label);
    case TextNotUtf8: return QCoreApplication::translate("Problems", "%1 is not UTF-8 text (byte %2)").arg(label).arg(a.index);
    case TextLength:
        if (a.low && *a.low > 0)
            return QCoreApplication::translate("Problems", "%1 is %2 characters long; it must be %3 to %4 characters")
                .arg(label)
                .arg(a.index)
                .arg(*a.low)
                .arg(*a.high);
        return QCoreApplication::translate("Problems", "%1 is %2 characters long; at most %3 are allowed").arg(label).arg(a.index).arg(a.high.value_or(0));
    case TextControl:
        return a.key == "notes"
                   ? QCoreApplication::translate("Problems",
                                                 "%1 contains the control character %2; notes may hold tabs and line breaks but no other control characters")
                         .arg(label, QString::fromStdString(a.text))
                   : QCoreApplication::translate("Problems", "%1 contains the control character %2; a name cannot hold line breaks or other control characters")
                         .arg(label, QString::fromStdString(a.text));
    case DateOutOfLimits:
        return QCoreApplication::translate("Problems", "%1: %2 is outside 2000-01-01 … 2100-12-31").arg(label, QString::fromStdString(a.text));
    case FilingAfterStart:
        return QCoreApplication::translate(
                   "Problems", "Filing date %1 is after the start date (%2); the cash on hand is derived from the filing, so the filing must come first: "
                               "move the filing date back, or type the cash on hand")
            .arg(QString::fromStdString(a.text), QString::fromStdString(a.otherText));
    case OwnedWithServingCost:
        return QCoreApplication::translate(
            "Problems", "A typed serving cost needs serving paid by the token; with owned accelerators the serving cost is derived from them. "
                        "Derive it, or switch capacity to per token");
    case TooManyFundingEvents:
        return QCoreApplication::translate("Problems", "Funding: %1 events; at most %2 are allowed").arg(a.index).arg(a.high.value_or(0));
    case FundingMonth:
        return QCoreApplication::translate("Problems", "Funding event %1: month %2 is outside 0 … %3")
            .arg(a.index + 1)
            .arg(a.value.value_or(0))
            .arg(a.high.value_or(0));
    case FundingAmount:
        return QCoreApplication::translate("Problems", "Funding event %1: %2 is outside $0 … %3")
            .arg(a.index + 1)
            .arg(display::money(a.value.value_or(0)), display::money(a.high.value_or(0)));
    case CannotBeUncertain: return QCoreApplication::translate("Problems", "%1 cannot be uncertain").arg(label);
    case DistLowOutOfLimits: return QCoreApplication::translate("Problems", "%1: the low end %2 is outside the limits %3").arg(label, value, limitsOf(pr));
    case DistHighOutOfLimits: return QCoreApplication::translate("Problems", "%1: the high end %2 is outside the limits %3").arg(label, value, limitsOf(pr));
    case DistLowAboveHigh:
        return QCoreApplication::translate("Problems", "%1: low %2 is above high %3").arg(label, valueOf(a.key, a.low), valueOf(a.key, a.high));
    case LognormalBounds:
        return QCoreApplication::translate("Problems", "%1: a lognormal needs 0 < low < high; got low %2, high %3")
            .arg(label, valueOf(a.key, a.low), valueOf(a.key, a.high));
    case ModeNotTriangular: return QCoreApplication::translate("Problems", "%1: only a triangular distribution has a mode").arg(label);
    case ModeOutsideRange:
        if (a.text == "scenario")
            return QCoreApplication::translate(
                       "Problems", "%1: %2 lies outside %3 … %4, the range of its triangular uncertainty, whose peak is the scenario's value; widen the range "
                                   "or give it a fixed mode (Scenario → Uncertainty…) first")
                .arg(label, value, valueOf(a.key, a.low), valueOf(a.key, a.high));
        return QCoreApplication::translate("Problems", "%1: the mode %2 lies outside low … high (%3 … %4)")
            .arg(label, value, valueOf(a.key, a.low), valueOf(a.key, a.high));
    case ModeNeeded:
        return QCoreApplication::translate("Problems",
                                           "%1: a triangular range without a mode peaks at the scenario's value, but this value is derived; give it a mode")
            .arg(label);
    case UncertainServingCostOwned:
        return QCoreApplication::translate(
            "Problems", "The serving cost cannot be uncertain with owned accelerators (it is derived from them); make the accelerator inputs uncertain "
                        "instead, or switch capacity to per token");
    case Overflow:
        return QCoreApplication::translate(
            "Problems", "These values are inside their limits one by one but not together: the model's numbers would be too large to represent");
    }
    return QString::fromStdString(pr.text());
}

} // namespace runway
