# runway_warnings: an interface target every project target links to, so warning
# flags live in one place and stay off third-party code.
add_library(runway_warnings INTERFACE)
target_compile_options(runway_warnings INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual -Wconversion -Wno-sign-conversion>
    $<$<AND:$<BOOL:${RUNWAY_WERROR}>,$<CXX_COMPILER_ID:GNU,Clang>>:-Werror>)
target_compile_features(runway_warnings INTERFACE cxx_std_20)

# Qt strictness for the targets that use Qt.
add_library(runway_qt_strict INTERFACE)
target_compile_definitions(runway_qt_strict INTERFACE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_URL_CAST_FROM_STRING
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_DISABLE_DEPRECATED_BEFORE=0x060400)
