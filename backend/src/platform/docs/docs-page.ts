/*
 * The browsable page of the API's document (`GET /api/docs`). No OpenAPI viewer package is installed
 * and the content security policy admits scripts of this origin only (no CDN, nothing inline), so the
 * page is this small HTML plus one script served beside it, which reads /api/docs-json and lists the
 * operations by context, each with its access, parameters, body and answers; schema names link to
 * their definitions. Text goes in through textContent only.
 */

export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Eventdesk API</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d2433;background:#fafbfc}
header,main{max-width:1100px;margin:0 auto;padding:0 16px}
header{padding-top:16px}
h1{font-size:24px;margin:8px 0}
h2{font-size:19px;margin:28px 0 8px;text-transform:capitalize}
details{background:#fff;border:1px solid #d8dde6;border-radius:6px;margin:6px 0}
summary{cursor:pointer;padding:8px 10px;display:flex;gap:10px;align-items:baseline;flex-wrap:wrap}
.m{font:600 12px monospace;padding:2px 6px;border-radius:4px;color:#fff;min-width:52px;text-align:center}
.GET{background:#2f6fb3}.POST{background:#2e8b57}.PUT{background:#b8860b}.DELETE{background:#b03a2e}
.p{font-family:monospace;word-break:break-all}
.s{color:#5a6372}
.body{padding:0 12px 12px}
pre{background:#f3f5f8;padding:8px;border-radius:4px;overflow:auto;max-height:420px;font-size:12.5px}
table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #e1e5eb;padding:3px 8px;text-align:left}
#filter{width:100%;max-width:420px;padding:6px 8px;font-size:15px}
.desc{white-space:pre-line}
</style>
</head>
<body>
<header><h1>Eventdesk API</h1><p><a href="/api/docs-json">OpenAPI 3.1 document (JSON)</a></p>
<input id="filter" type="search" placeholder="Filter: path, summary, schema" aria-label="Filter"></header>
<main id="app"><p>Loading…</p></main>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

export const DOCS_SCRIPT = `'use strict';
(function () {
  var app = document.getElementById('app');
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { if (k === 'text') node.textContent = attrs[k]; else node.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }
  function schemaBlock(schema) {
    var pre = el('pre');
    var text = JSON.stringify(schema, null, 2);
    var re = /"#\\/components\\/schemas\\/([A-Za-z0-9._-]+)"/g, last = 0, m;
    while ((m = re.exec(text))) {
      pre.appendChild(document.createTextNode(text.slice(last, m.index)));
      pre.appendChild(el('a', { href: '#schema-' + m[1], text: '"' + m[1] + '"' }));
      last = m.index + m[0].length;
    }
    pre.appendChild(document.createTextNode(text.slice(last)));
    return pre;
  }
  function operation(path, method, op) {
    var body = el('div', { class: 'body' }, [el('p', { class: 's', text: op.description || '' })]);
    if (op.parameters && op.parameters.length) {
      var rows = op.parameters.map(function (p) {
        return el('tr', {}, [el('td', { text: p.name }), el('td', { text: p.in }), el('td', { text: p.required ? 'required' : '' }), el('td', { text: JSON.stringify(p.schema) })]);
      });
      body.appendChild(el('h4', { text: 'Parameters' }));
      body.appendChild(el('table', {}, rows));
    }
    if (op.requestBody) {
      Object.keys(op.requestBody.content).forEach(function (type) {
        body.appendChild(el('h4', { text: 'Body (' + type + ')' }));
        body.appendChild(schemaBlock(op.requestBody.content[type].schema));
      });
    }
    Object.keys(op.responses).forEach(function (status) {
      var r = op.responses[status];
      body.appendChild(el('h4', { text: status + (r.description ? ' — ' + r.description : '') }));
      if (r.content) Object.keys(r.content).forEach(function (type) { body.appendChild(schemaBlock(r.content[type].schema)); });
    });
    var d = el('details', { 'data-search': (method + ' ' + path + ' ' + op.summary + ' ' + JSON.stringify(op)).toLowerCase() }, [
      el('summary', {}, [el('span', { class: 'm ' + method.toUpperCase(), text: method.toUpperCase() }), el('span', { class: 'p', text: path }), el('span', { class: 's', text: op.summary })]),
      body,
    ]);
    return d;
  }
  fetch('/api/docs-json', { credentials: 'same-origin' })
    .then(function (r) { return r.json(); })
    .then(function (doc) {
      app.textContent = '';
      app.appendChild(el('p', { class: 'desc', text: doc.info.description }));
      var byTag = {};
      Object.keys(doc.paths).forEach(function (path) {
        Object.keys(doc.paths[path]).forEach(function (method) {
          var op = doc.paths[path][method];
          (byTag[op.tags[0]] = byTag[op.tags[0]] || []).push(operation(path, method, op));
        });
      });
      (doc.tags || []).forEach(function (tag) {
        app.appendChild(el('h2', { text: tag.name + ' (' + (byTag[tag.name] || []).length + ')' }));
        (byTag[tag.name] || []).forEach(function (d) { app.appendChild(d); });
      });
      app.appendChild(el('h2', { text: 'Schemas' }));
      Object.keys(doc.components.schemas).forEach(function (name) {
        app.appendChild(el('details', { id: 'schema-' + name, 'data-search': name.toLowerCase() }, [el('summary', {}, [el('span', { class: 'p', text: name })]), el('div', { class: 'body' }, [schemaBlock(doc.components.schemas[name])])]));
      });
      if (location.hash) { var t = document.getElementById(location.hash.slice(1)); if (t) { t.open = true; t.scrollIntoView(); } }
      window.addEventListener('hashchange', function () { var t = document.getElementById(location.hash.slice(1)); if (t) { t.open = true; t.scrollIntoView(); } });
    })
    .catch(function (e) { app.textContent = 'The document could not be loaded: ' + e; });
  document.getElementById('filter').addEventListener('input', function (e) {
    var q = e.target.value.trim().toLowerCase();
    Array.prototype.forEach.call(app.querySelectorAll('details'), function (d) { d.hidden = q !== '' && d.getAttribute('data-search').indexOf(q) < 0; });
  });
})();
`;
