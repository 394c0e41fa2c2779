//! damero-engine (to be built by its issue).
