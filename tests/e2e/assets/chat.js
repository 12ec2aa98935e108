// Stand-in for the chat provider's script in the end-to-end tests (served through page routing).
// It offers the same browser API as the real one: settings read at start, ready callbacks, and a
// widget that load() puts on the page (hidden), open() shows and remove() takes away.
;(function () {
  var settings = window.hsConversationsSettings || {}
  window.__e2eChatSettings = JSON.parse(JSON.stringify(settings))
  var handlers = {}
  var container = null

  function emit(name) {
    ;(handlers[name] || []).forEach(function (handler) {
      handler()
    })
  }

  function remove() {
    if (container) container.remove()
    container = null
  }

  function load() {
    if (container) return
    container = document.createElement('div')
    container.id = 'hubspot-messages-iframe-container'
    container.setAttribute('role', 'dialog')
    container.setAttribute('aria-label', 'Chat')
    container.hidden = true
    container.style.cssText =
      'position:fixed;right:1rem;bottom:5.5rem;z-index:45;width:18rem;padding:1rem;background:#fff;color:#1c2430;border:1px solid #1c2430;border-radius:.5rem'
    var text = document.createElement('p')
    text.textContent = 'Testchat: Wie können wir helfen?'
    var close = document.createElement('button')
    close.type = 'button'
    close.textContent = 'Chatfenster schließen'
    close.style.cssText =
      'margin-top:.5rem;min-height:2.75rem;padding:0 1rem;border:1px solid #1c2430;background:#fff;color:#1c2430'
    close.addEventListener('click', function () {
      remove()
      emit('widgetClosed')
    })
    container.append(text, close)
    document.body.append(container)
    emit('widgetLoaded')
  }

  window.HubSpotConversations = {
    widget: {
      load: load,
      open: function () {
        if (container) container.hidden = false
      },
      remove: remove,
    },
    on: function (name, handler) {
      ;(handlers[name] = handlers[name] || []).push(handler)
    },
  }

  // Without loadImmediately: false the real widget appears at once; so does this one.
  if (settings.loadImmediately !== false) {
    load()
    window.HubSpotConversations.widget.open()
  }
  ;(window.hsConversationsOnReady || []).forEach(function (callback) {
    callback()
  })
})()
