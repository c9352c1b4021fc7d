// Minimal reference app for the benchmarks (scripts/bench/bare-app); nothing from the shop's config.
module.exports = { poweredByHeader: false };
