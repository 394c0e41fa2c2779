//! damero-storage (to be built by its issue).
