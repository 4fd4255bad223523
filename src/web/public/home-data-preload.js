// Starts the home page's first requests while the app's code downloads: the LCP image waits on them.
// The URLs are the ones the app asks for (src/web/http/api-client.ts apiUrl; catalogue page size 20).
(function () {
  if (location.pathname !== '/' || location.search) return;
  ['/api/carousel', '/api/products?page=1&limit=20'].forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  });
})();
