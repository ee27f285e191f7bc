# The linker: lld when the compiler can use it, else gold, else the default (bfd). The suite
# links some sixty executables against the project's static libraries with debug information;
# bfd spends about four times as long on each as lld does, which on CI's two cores is minutes
# per build. The choice changes no code generation, and
# -DRUNWAY_LINKER=default keeps the system's linker.
include(CheckLinkerFlag)
set(RUNWAY_LINKER "auto" CACHE STRING "Linker for the project's executables: auto, lld, gold or default")
set_property(CACHE RUNWAY_LINKER PROPERTY STRINGS auto lld gold default)
set(_runway_linker "")
if(RUNWAY_LINKER STREQUAL "auto" OR RUNWAY_LINKER STREQUAL "lld")
    check_linker_flag(CXX "-fuse-ld=lld" RUNWAY_HAVE_LLD)
    if(RUNWAY_HAVE_LLD)
        set(_runway_linker lld)
    endif()
endif()
if(NOT _runway_linker AND (RUNWAY_LINKER STREQUAL "auto" OR RUNWAY_LINKER STREQUAL "gold"))
    check_linker_flag(CXX "-fuse-ld=gold" RUNWAY_HAVE_GOLD)
    if(RUNWAY_HAVE_GOLD)
        set(_runway_linker gold)
    endif()
endif()
if(NOT RUNWAY_LINKER STREQUAL "auto" AND NOT RUNWAY_LINKER STREQUAL "default" AND NOT _runway_linker STREQUAL RUNWAY_LINKER)
    message(FATAL_ERROR "RUNWAY_LINKER=${RUNWAY_LINKER}: the compiler cannot link with -fuse-ld=${RUNWAY_LINKER}")
endif()
if(_runway_linker)
    add_link_options(-fuse-ld=${_runway_linker})
    message(STATUS "Linking with ${_runway_linker}")
endif()
