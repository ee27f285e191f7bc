# runway_embed_files(OUTPUT out.cpp NAMESPACE ns FILES a.json b.json ...)
# Generates a C++ source that holds each file's bytes, so core/ can ship data
# (presets, the claims catalogue) inside the binary without Qt's resource system.
function(runway_embed_files)
    cmake_parse_arguments(ARG "" "OUTPUT;BASE" "FILES" ${ARGN})
    set(deps)
    foreach(f IN LISTS ARG_FILES)
        list(APPEND deps "${ARG_BASE}/${f}")
    endforeach()
    add_custom_command(
        OUTPUT "${ARG_OUTPUT}"
        COMMAND ${CMAKE_COMMAND} "-DOUTPUT=${ARG_OUTPUT}" "-DBASE=${ARG_BASE}" "-DFILES=${ARG_FILES}"
                -P "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/RunwayEmbedScript.cmake"
        DEPENDS ${deps} "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/RunwayEmbedScript.cmake"
        COMMENT "Embedding ${ARG_FILES}"
        VERBATIM)
endfunction()
