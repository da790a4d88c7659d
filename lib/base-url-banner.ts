/**
 * The base-URL banner: an inline script for the home page that, when the page is opened
 * outside the base path it was built for (so none of its scripts or styles load), shows a
 * notice with the configured base URL and the current path as the base URL to use.
 * It needs no bundle and no stylesheet.
 */
const BASE_URL_BANNER_ID = 'base-url-issue-banner';

export function baseUrlBannerScript(basePath: string): string {
  const style = [
    'border:3px solid #c81e24',
    'background:#ffebec',
    'color:#4d0a0d',
    'padding:16px 20px',
    'margin:16px',
    'border-radius:8px',
    'font:16px/1.5 system-ui,sans-serif',
  ].join(';');
  return `(function(){var b=${JSON.stringify(basePath)};var p=location.pathname;if(p.indexOf(b)===0)return;
var s=p.charAt(p.length-1)==='/'?p:p+'/';
function show(){if(document.getElementById(${JSON.stringify(BASE_URL_BANNER_ID)}))return;
var d=document.createElement('div');d.id=${JSON.stringify(BASE_URL_BANNER_ID)};d.setAttribute('role','alert');d.style.cssText=${JSON.stringify(style)};
var h=document.createElement('strong');h.textContent='This site did not load properly.';
var t=document.createElement('p');t.style.margin='8px 0 0';t.textContent='It was built for the base URL '+b+' but is served at '+p+', so its scripts and styles cannot be found. Rebuild it with the base URL '+s+' (for example: BASE_PATH='+s+' npm run build).';
d.appendChild(h);d.appendChild(t);document.body.insertBefore(d,document.body.firstChild);}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',show);else show();})();`;
}
