# Translations (issue 7): lupdate reads every source of ui/ and app/ plus the parameter table's
# QT_TRANSLATE_NOOP("Parameters", …) texts; lrelease runs at build time and the .qm files are
# embedded in runway_ui under :/i18n/ (loaded by ui/i18n/language.cpp).
# Refresh the .ts files after adding strings:  cmake --build BUILD --target update_translations
# (the glob re-runs at build time, so new files are seen without a manual re-configure).
# Core speaks in messages (core/text/message.h): every RW_MSG key of core is a message here, and the
# window translates it by its key (ui/format/messagetext.h), never by matching core's English.
# test_coretext renders every key of core in English and Chinese; test_i18n runs lupdate over these
# sources and fails on any message without a finished zh_CN translation.
file(GLOB_RECURSE runway_i18n_sources CONFIGURE_DEPENDS
    "${PROJECT_SOURCE_DIR}/ui/*.cpp" "${PROJECT_SOURCE_DIR}/ui/*.h"
    "${PROJECT_SOURCE_DIR}/app/*.cpp" "${PROJECT_SOURCE_DIR}/app/*.h")
# Core's messages: every RW_MSG("Context", "English") key (core/text/message.h) is read as QT_TRANSLATE_NOOP.
file(GLOB_RECURSE runway_i18n_core_sources CONFIGURE_DEPENDS "${PROJECT_SOURCE_DIR}/core/*.cpp" "${PROJECT_SOURCE_DIR}/core/*.h")
list(APPEND runway_i18n_sources ${runway_i18n_core_sources})
target_sources(runway_ui PRIVATE i18n/language.cpp i18n/language.h)
qt_add_translations(runway_ui
    TS_FILES
        "${PROJECT_SOURCE_DIR}/resources/translations/token-runway_zh_CN.ts"
        "${PROJECT_SOURCE_DIR}/resources/translations/token-runway_en.ts"
    SOURCES ${runway_i18n_sources}
    LUPDATE_OPTIONS -no-obsolete -locations none -tr-function-alias QT_TRANSLATE_NOOP+=RW_MSG)
