// The units' labels beside a parameter's control and in the parameter tables ("$ per 1M tokens").
#include "core/text/message.h"

namespace runway {

MessageKey unitLabel(Unit u)
{
    switch (u) {
    case Unit::None:
    case Unit::Count: return {};
    case Unit::Usd: return RW_MSG("Units", "$");
    case Unit::UsdPerDay: return RW_MSG("Units", "$ per day");
    case Unit::UsdPerMonth: return RW_MSG("Units", "$ per month");
    case Unit::UsdPerMtok: return RW_MSG("Units", "$ per 1M tokens");
    case Unit::UsdPerKwh: return RW_MSG("Units", "$ per kWh");
    case Unit::UsdPerChip: return RW_MSG("Units", "$ per accelerator");
    case Unit::Rmb: return RW_MSG("Units", "RMB");
    case Unit::RmbPerUsd: return RW_MSG("Units", "RMB per $");
    case Unit::Tokens: return RW_MSG("Units", "tokens");
    case Unit::TokensPerDay: return RW_MSG("Units", "tokens per day");
    case Unit::TokensPerChipPerDay: return RW_MSG("Units", "tokens per accelerator per day");
    case Unit::Percent: return RW_MSG("Units", "%");
    case Unit::PercentPerMonth: return RW_MSG("Units", "% per month");
    case Unit::PercentPerYear: return RW_MSG("Units", "% per year");
    case Unit::PercentOfTokens: return RW_MSG("Units", "% of tokens");
    case Unit::PercentOfInputTokens: return RW_MSG("Units", "% of input tokens");
    case Unit::Months: return RW_MSG("Units", "months");
    case Unit::Days: return RW_MSG("Units", "days");
    case Unit::Years: return RW_MSG("Units", "years");
    case Unit::Chips: return RW_MSG("Units", "accelerators");
    case Unit::Accounts: return RW_MSG("Units", "accounts");
    case Unit::KwPerChip: return RW_MSG("Units", "kW per accelerator");
    case Unit::Times: return RW_MSG("Units", "×");
    case Unit::TimesInputPrice: return RW_MSG("Units", "× input price");
    case Unit::TimesInputCost: return RW_MSG("Units", "× input cost");
    case Unit::Ratio: return RW_MSG("Units", "ratio");
    case Unit::Elasticity: return RW_MSG("Units", "ε");
    case Unit::SigmaLnTokens: return RW_MSG("Units", "σ of ln(tokens)");
    }
    return {};
}

} // namespace runway
