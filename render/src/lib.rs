//! damero-render (to be built by its issue).
