# Refuses to install a data folder holding a symbolic link that leads out of it: installed as it
# is, the link would point at whatever the installing machine has there (/etc/passwd, a home
# folder), and copied through, it would ship a file nobody meant to. Links inside the folder
# are kept. Run at install time (cmake/install.cmake), or alone:
#   cmake -DDM_DATA_ROOT=DIR -DDM_DATA_FOLDERS="cards;formats" -P cmake/check_data_links.cmake
if(NOT DM_DATA_ROOT)
  message(FATAL_ERROR "check_data_links: DM_DATA_ROOT names the data folder")
endif()
cmake_policy(SET CMP0009 NEW)  # a link to a folder is looked at, not walked into
get_filename_component(dm_root "${DM_DATA_ROOT}" REALPATH)
foreach(folder ${DM_DATA_FOLDERS})
  set(dm_entries "${DM_DATA_ROOT}/${folder}")
  if(IS_DIRECTORY "${DM_DATA_ROOT}/${folder}")
    file(GLOB_RECURSE dm_found LIST_DIRECTORIES true "${DM_DATA_ROOT}/${folder}/*")
    list(APPEND dm_entries ${dm_found})
  endif()
  foreach(entry ${dm_entries})
    if(IS_SYMLINK "${entry}")
      get_filename_component(target "${entry}" REALPATH)
      string(LENGTH "${dm_root}/" root_length)
      string(SUBSTRING "${target}/" 0 ${root_length} target_start)
      if(NOT EXISTS "${target}" OR NOT target_start STREQUAL "${dm_root}/")
        file(RELATIVE_PATH shown "${DM_DATA_ROOT}" "${entry}")
        message(FATAL_ERROR "${shown} is a symbolic link out of the data folder ${DM_DATA_ROOT} (to ${target}): "
                            "only files of the source tree are installed")
      endif()
    endif()
  endforeach()
endforeach()
