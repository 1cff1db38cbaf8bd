/* Userspace build of the raid6 x86 code: nothing needed from here. */
