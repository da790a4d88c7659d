// CloudFront Function (runtime cloudfront-js-2.0, viewer request) for Airy Docs on S3.
// S3's REST endpoint knows no index files, so this maps page addresses to the exported files
// (/cli/usage/ and /cli/usage → /cli/usage/index.html) and sends /x/index.html to /x/ with a
// 301, keeping the query. Files (/img/a.svg, /cli/usage.md, payload .txt files) pass unchanged.
// deploy/README.md shows where it goes; tests/unit/hosting.test.ts runs it.
function queryString(querystring) {
  var parts = [];
  Object.keys(querystring).forEach(function (key) {
    var entry = querystring[key];
    var values = entry.multiValue ? entry.multiValue : [entry];
    values.forEach(function (value) {
      parts.push(value.value === '' ? key : key + '=' + value.value);
    });
  });
  return parts.length ? '?' + parts.join('&') : '';
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (/\/index\.html$/.test(uri)) {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri.slice(0, -'index.html'.length) + queryString(request.querystring) } },
    };
  }
  var last = uri.slice(uri.lastIndexOf('/') + 1);
  if (uri.charAt(uri.length - 1) === '/') request.uri = uri + 'index.html';
  else if (last.indexOf('.') === -1) request.uri = uri + '/index.html';
  return request;
}
