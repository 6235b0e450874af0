# What `cmake --install` lays out (docs/install.md):
#   bin/dice, bin/cardc
#   share/dicemasters/{cards,formats,agents,games}  the data the tools read (include/dm/data_dir.hpp)
#   include/dm/*.hpp                              the public API
#   lib/libdicemasters_*.a                        the static libraries
#   lib/cmake/dicemasters/                        find_package(dicemasters): dicemasters::engine
#   lib/pkgconfig/dicemasters.pc                  pkg-config --cflags --libs dicemasters
include(CMakePackageConfigHelpers)

# Every library dm_engine gathers is installed, so a library added to it is exported with it.
get_target_property(DM_ENGINE_PARTS dm_engine INTERFACE_LINK_LIBRARIES)
set(DM_INSTALLED_LIBS "")
foreach(lib ${DM_ENGINE_PARTS})
  if(TARGET ${lib} AND lib MATCHES "^dm_(.*)$")
    list(APPEND DM_INSTALLED_LIBS ${lib})
    # libdicemasters_kernel.a, dicemasters::kernel: "dm" alone is too short a name in a shared lib folder.
    set_target_properties(${lib} PROPERTIES OUTPUT_NAME dicemasters_${CMAKE_MATCH_1} EXPORT_NAME ${CMAKE_MATCH_1})
    # Include folders of the source tree are for the build only; installed, the public headers
    # are under <prefix>/include (INCLUDES DESTINATION below), and the internal ones are not.
    get_target_property(dirs ${lib} INTERFACE_INCLUDE_DIRECTORIES)
    if(dirs)
      set(build_only "")
      foreach(dir ${dirs})
        if(dir MATCHES "^\\$<")
          list(APPEND build_only "${dir}")
        else()
          list(APPEND build_only "$<BUILD_INTERFACE:${dir}>")
        endif()
      endforeach()
      set_target_properties(${lib} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${build_only}")
    endif()
  endif()
endforeach()
set_target_properties(dm_engine PROPERTIES EXPORT_NAME engine)
target_compile_features(dm_engine INTERFACE cxx_std_20)  # the public headers need C++20

install(TARGETS dice cardc RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS dm_engine ${DM_INSTALLED_LIBS} EXPORT dicemastersTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY include/dm DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.hpp")
set(DM_DATA_FOLDERS cards formats agents games)
install(CODE "set(DM_DATA_ROOT \"${CMAKE_SOURCE_DIR}/scripts\")
set(DM_DATA_FOLDERS \"${DM_DATA_FOLDERS}\")
include(\"${CMAKE_SOURCE_DIR}/cmake/check_data_links.cmake\")")
install(DIRECTORY scripts/cards scripts/formats scripts/agents scripts/games DESTINATION ${CMAKE_INSTALL_DATADIR}/dicemasters)

set(DM_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/dicemasters)
install(EXPORT dicemastersTargets NAMESPACE dicemasters:: DESTINATION ${DM_CMAKE_DIR})
configure_package_config_file(cmake/dicemastersConfig.cmake.in ${CMAKE_BINARY_DIR}/dicemastersConfig.cmake
                              INSTALL_DESTINATION ${DM_CMAKE_DIR} PATH_VARS CMAKE_INSTALL_DATADIR)
# 0.x releases change the API between minor versions; from 1.0 on, the major version decides.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(DM_COMPATIBILITY SameMinorVersion)
else()
  set(DM_COMPATIBILITY SameMajorVersion)
endif()
write_basic_package_version_file(${CMAKE_BINARY_DIR}/dicemastersConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY ${DM_COMPATIBILITY})
install(FILES ${CMAKE_BINARY_DIR}/dicemastersConfig.cmake ${CMAKE_BINARY_DIR}/dicemastersConfigVersion.cmake
        DESTINATION ${DM_CMAKE_DIR})

# The .pc file finds its prefix from where it lies, so `cmake --install --prefix` relocates it.
set(DM_PC_LIBS "")
# In the order a static link needs: each library before the ones it uses.
foreach(lib dm_sim dm_replay dm_games ${DM_GAME_LIBRARIES} dm_dsl dm_agents dm_scenario dm_view dm_records dm_data dm_sandbox dm_core dm_text)
  if(TARGET ${lib})
    get_target_property(name ${lib} OUTPUT_NAME)
    string(APPEND DM_PC_LIBS " -l${name}")
  endif()
endforeach()
file(RELATIVE_PATH DM_PC_TO_PREFIX ${CMAKE_INSTALL_FULL_LIBDIR}/pkgconfig ${CMAKE_INSTALL_PREFIX})
string(REGEX REPLACE "/$" "" DM_PC_TO_PREFIX "${DM_PC_TO_PREFIX}")
configure_file(cmake/dicemasters.pc.in ${CMAKE_BINARY_DIR}/dicemasters.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/dicemasters.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
