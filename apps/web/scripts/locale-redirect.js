// Loaded by every prerendered public page before it paints (a classic, blocking script: the CSP
// allows no inline script). A plain URL is the English page; when the visitor's language is French
// (stored choice, else a French browser, SPEC section 1) it opens the French page instead, before the
// English one is shown. A URL with ?lang= is an explicit choice and is never redirected.
(function () {
  try {
    var params = new URLSearchParams(window.location.search);
    if (params.has('lang')) return;
    var stored = window.localStorage.getItem('locale');
    var browser = (navigator.language || '').toLowerCase();
    var wanted = stored === 'en' || stored === 'fr' ? stored : browser.indexOf('fr') === 0 ? 'fr' : 'en';
    if (wanted !== document.documentElement.lang) {
      params.set('lang', wanted);
      window.location.replace(window.location.pathname + '?' + params.toString() + window.location.hash);
    }
  } catch {
    // Storage refused (private mode): the page stays in the language it was served in.
  }
})();
