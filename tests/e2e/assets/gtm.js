// Stand-in for the tag manager's loader in the end-to-end tests: the spec serves it from a second
// host (127.0.0.1) through page routing, so the real service is never contacted. It does what
// matters to consent: marks that it ran, uses the data layer and sets tracking cookies.
;(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id')
  window.__e2eTagManagerId = id
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push({ event: 'e2e.tag-manager-ready', id: id })
  document.cookie = '_ga=GA1.1.4242.e2e; path=/; max-age=3600'
  document.cookie = '_gid=GA1.1.2424.e2e; path=/; max-age=3600'
})()
