// Damero's web pages: step through a game with the buttons and the arrow keys, and follow live
// pages (server-sent events; on news the page is fetched again and its main part replaced).
// Served as /static/damero.js: the Content-Security-Policy allows no inline script.
"use strict";
(function () {
  var main = document.querySelector("main[data-game], main[data-tournament]");
  if (!main) return;
  var game = main.getAttribute("data-game");

  function plies() { return main.querySelectorAll("ol.moves a[data-ply]"); }
  function last() { return parseInt(main.getAttribute("data-last") || "0", 10); }
  function current() { return parseInt(main.getAttribute("data-ply") || "0", 10); }

  function show(k) {
    if (!game) return;
    k = Math.max(0, Math.min(last(), k));
    main.setAttribute("data-ply", String(k));
    var board = document.getElementById("board");
    var alt = null;
    plies().forEach(function (a) {
      if (parseInt(a.getAttribute("data-ply"), 10) === k) {
        a.setAttribute("aria-current", "step");
        alt = a.getAttribute("data-alt");
        a.scrollIntoView({ block: "nearest" });
      } else {
        a.removeAttribute("aria-current");
      }
    });
    if (board) {
      board.src = "/g/" + game + "/" + k + ".png";
      if (alt) board.alt = alt; else if (k === 0 && board.getAttribute("data-start-alt")) board.alt = board.getAttribute("data-start-alt");
    }
    var url = new URL(window.location.href);
    url.searchParams.set("ply", String(k));
    window.history.replaceState(null, "", url.toString());
  }

  if (game) {
    var boardImg = document.getElementById("board");
    if (boardImg && current() === 0) boardImg.setAttribute("data-start-alt", boardImg.alt);
    main.addEventListener("click", function (e) {
      var a = e.target.closest("a[data-ply], a[data-step]");
      if (!a || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      var step = a.getAttribute("data-step");
      if (step === "first") show(0);
      else if (step === "back") show(current() - 1);
      else if (step === "forward") show(current() + 1);
      else if (step === "last") show(last());
      else show(parseInt(a.getAttribute("data-ply"), 10));
    });
    document.addEventListener("keydown", function (e) {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      var tag = (e.target && e.target.tagName) || "";
      if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return;
      var to = null;
      if (e.key === "ArrowLeft") to = current() - 1;
      else if (e.key === "ArrowRight") to = current() + 1;
      else if (e.key === "Home") to = 0;
      else if (e.key === "End") to = last();
      if (to === null) return;
      e.preventDefault();
      show(to);
    });
  }

  // Live: a new version means the page changed; fetch it and put its main part in place.
  if (!main.hasAttribute("data-live") || !window.EventSource) return;
  var topic = game ? "/g/" + game : "/t/" + main.getAttribute("data-tournament");
  var source = new EventSource(topic + "/live");
  // A browser opens at most six HTTP/1.1 connections to a site: a page left (or kept in the
  // back-forward cache) gives its stream back, and a page restored from that cache is read again.
  window.addEventListener("pagehide", function () { source.close(); });
  window.addEventListener("pageshow", function (e) { if (e.persisted) window.location.reload(); });
  var busy = false;
  source.onmessage = function (e) {
    if (busy || e.data === main.getAttribute("data-version")) return;
    busy = true;
    var atEnd = current() >= last();
    var shown = current();
    var url = new URL(window.location.href);
    url.searchParams.delete("ply");
    fetch(url.toString(), { credentials: "omit" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (text) {
        if (!text) return;
        var fresh = new DOMParser().parseFromString(text, "text/html").querySelector("main");
        if (!fresh) return;
        main.innerHTML = fresh.innerHTML;
        ["data-version", "data-last", "data-live"].forEach(function (name) {
          if (fresh.hasAttribute(name)) main.setAttribute(name, fresh.getAttribute(name));
          else main.removeAttribute(name);
        });
        main.setAttribute("data-ply", fresh.getAttribute("data-ply") || "0");
        if (game) show(atEnd ? last() : shown);
        if (!main.hasAttribute("data-live")) source.close();
      })
      .catch(function () {})
      .then(function () { busy = false; });
  };
})();
