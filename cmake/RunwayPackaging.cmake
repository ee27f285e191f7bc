# The Debian package: what `cmake --install` puts beside the binary (desktop entry, AppStream
# metainfo, icons, man page, copyright) and the CPack DEB settings. `packaging/dev.sh package`
# configures a Release build with this, runs `cpack -G DEB` and checks the result with
# tests/packaging/test_package.sh (registered as a ctest only with RUNWAY_PACKAGE_TESTS=ON,
# since it builds a package).
include(GNUInstallDirs)

option(RUNWAY_PACKAGE_TESTS "Register tests/packaging/test_package.sh, which runs cpack and checks the .deb" OFF)

set(RUNWAY_APP_ID "io.github.tokenrunway.TokenRunway")
set(RUNWAY_PACKAGING_DIR "${PROJECT_SOURCE_DIR}/packaging")
set(RUNWAY_ICON_SIZES 16 32 48 64 128 256)

# The release notes and the man page name the version; a version bump must update both.
function(runway_require_version file pattern)
    file(READ "${file}" text)
    string(FIND "${text}" "${pattern}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "${file} does not mention version ${PROJECT_VERSION} (expected `${pattern}`): "
                            "add the release there when changing project(VERSION)")
    endif()
endfunction()

if(TARGET token-runway)
    runway_require_version("${RUNWAY_PACKAGING_DIR}/${RUNWAY_APP_ID}.metainfo.xml" "<release version=\"${PROJECT_VERSION}\"")
    runway_require_version("${RUNWAY_PACKAGING_DIR}/token-runway.1" "\"Token Runway ${PROJECT_VERSION}\"")

    # Debian wants man pages gzipped; -n keeps the name and time out, so the package is reproducible.
    find_program(RUNWAY_GZIP gzip REQUIRED)
    set(man "${PROJECT_BINARY_DIR}/packaging/token-runway.1")
    add_custom_command(
        OUTPUT "${man}.gz"
        COMMAND ${CMAKE_COMMAND} -E make_directory "${PROJECT_BINARY_DIR}/packaging"
        COMMAND ${CMAKE_COMMAND} -E copy "${RUNWAY_PACKAGING_DIR}/token-runway.1" "${man}"
        COMMAND "${RUNWAY_GZIP}" -9nf "${man}"
        DEPENDS "${RUNWAY_PACKAGING_DIR}/token-runway.1"
        COMMENT "Compressing the man page"
        VERBATIM)
    add_custom_target(runway_manpage ALL DEPENDS "${man}.gz")

    # qt_standard_project_setup() gives installed binaries a RUNPATH of $ORIGIN/../lib; every
    # library is the system's, so the installed binary carries none (Debian policy).
    set_target_properties(token-runway PROPERTIES INSTALL_RPATH "")
    set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
        OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
    install(FILES "${RUNWAY_PACKAGING_DIR}/${RUNWAY_APP_ID}.desktop" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    install(FILES "${RUNWAY_PACKAGING_DIR}/${RUNWAY_APP_ID}.metainfo.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
    install(FILES "${RUNWAY_PACKAGING_DIR}/icons/${RUNWAY_APP_ID}.svg"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")
    foreach(size IN LISTS RUNWAY_ICON_SIZES)
        install(FILES "${RUNWAY_PACKAGING_DIR}/icons/${RUNWAY_APP_ID}-${size}.png"
                DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
                RENAME "${RUNWAY_APP_ID}.png")
    endforeach()
    install(FILES "${man}.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
    install(FILES "${RUNWAY_PACKAGING_DIR}/copyright" DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/token-runway")
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME token-runway)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_VENDOR "The Token Runway developers")
set(CPACK_PACKAGE_CONTACT "Token Runway maintainers <maintainers@example.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# The long description, wrapped for `apt show` (an empty entry is a paragraph break).
set(description_lines
    "Token Runway is a cost model of a free token quota offered by a language-model"
    "provider. Drag the price per million tokens, the free quota or the conversion"
    "rate, and the runway, the monthly burn and the free tier's real cost answer at"
    "once: what the company pays is the serving cost of the tokens used, not the list"
    "value of the quota offered."
    ""
    "The package holds the dashboard (Qt 6) and the command line (run, montecarlo,"
    "sensitivity, heatmap, goalseek, report, claims, scenarios), with a desktop"
    "entry, AppStream metadata, icons and a man page.")
list(JOIN description_lines "\n" CPACK_PACKAGE_DESCRIPTION)
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES TRUE)

set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CPACK_PACKAGE_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
# Depends come from the binary's real shared-library needs (dpkg-shlibdeps, from dpkg-dev).
# The Qt plugins that open a window are loaded at run time, so shlibdeps cannot see them; on
# Debian 12 the xcb platform plugin, its GL integrations and the image-format plugins ship in
# libqt6gui6 and the SVG plugins in libqt6svg6, which the binary links (the print support
# plugin comes with libqt6printsupport6, which libqcustomplot2.1-qt6 pulls in), so no
# hand-written Depends is needed: tests/packaging/test_package.sh opens the window under Xvfb,
# lists the plugins it loads and checks that the platform plugin's package is a Depends.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Wayland sessions use Qt's native plugin when present (XWayland otherwise); the CJK font
# draws the Chinese translation; Qt's own dialogs (file, print) are translated by qt6-translations-l10n.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland, fonts-noto-cjk, qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION TRUE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # token-runway_<version>_<arch>.deb

include(CPack)
