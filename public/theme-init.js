// Applies the saved colour theme before the first paint so a dark-theme reload does not flash light.
// Keep the key in step with src/web/lib/theme.ts.
(function () {
  try {
    if (window.localStorage.getItem('otc-theme') === 'dark') {
      document.documentElement.classList.add('dark');
    }
  } catch (_) {
    // Storage can be blocked (privacy mode); the default light theme then stays.
  }
})();
