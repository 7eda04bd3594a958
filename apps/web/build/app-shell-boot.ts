/**
 * Per shell route, the files its page needs (absolute URLs: JS chunks and CSS); under `*` what every
 * route needs (the app the entry imports).
 */
export type RoutePreloads = Record<string, string[]>;

/**
 * The one inline script of index.html, run before the first paint: it picks the language
 * (`rs.language` in localStorage, else the browser's, as the app's language detector does) and the
 * theme (`rs.theme`, the theme store's persisted JSON), tells the shell which route it stands for,
 * and, once the shell is painted (so that nothing competes with the page and its stylesheet), starts
 * fetching the app's and that page's code, instead of after the entry has run. When React has drawn
 * the page (more than its page loader), the shell leaves the document, and with it the rule that
 * hides the app behind it, so a later page loader shows as usual. Written as plain ES2017 text: it is not bundled. Whatever
 * fails (storage blocked, bad JSON) leaves the defaults: zh-CN, light, no route shell.
 */
export function bootScript(preloads: RoutePreloads): string {
  return `(function(){var d=document.documentElement,s=null,lang,theme='light',route='';
try{s=window.localStorage}catch(e){}
try{lang=s&&s.getItem('rs.language')}catch(e){}
if(!lang){lang=(navigator.languages&&navigator.languages[0])||navigator.language||''}
lang=lang==='zh-CN'||lang==='en-US'?lang:/^en/i.test(lang)?'en-US':'zh-CN';
try{var t=JSON.parse(s&&s.getItem('rs.theme')||'null');if(t&&t.state&&t.state.mode==='dark')theme='dark'}catch(e){}
var p=location.pathname.replace(/\\/+$/,'')||'/';
if(p==='/'||p==='/home')route='home';else if(p==='/robot-list')route='square';else if(p==='/ai-tool-list')route='aitool';else if(/^\\/chat\\/[^/]+$/.test(p))route='chat';
d.lang=lang;d.setAttribute('data-theme',theme);d.style.colorScheme=theme;if(route)d.setAttribute('data-rs-route',route);
var m=${JSON.stringify(preloads)},f=(m['*']||[]).concat(route&&m[route]||[]);
function pre(){for(var i=0;i<f.length;i++){var l=document.createElement('link'),css=/\\.css$/.test(f[i]);l.rel=css?'preload':'modulepreload';if(css)l.setAttribute('as','style');l.setAttribute('crossorigin','');l.href=f[i];document.head.appendChild(l)}}
function done(){var root=document.getElementById('root'),sh=document.getElementById('rs-shell');
if(!sh||!root||!root.firstChild||root.querySelector('#main>[role=status]:only-child'))return false;
sh.parentNode.removeChild(sh);d.removeAttribute('data-rs-route');return true}
if(route&&window.MutationObserver)document.addEventListener('DOMContentLoaded',function(){var root=document.getElementById('root');
if(!root||done())return;var o=new MutationObserver(function(){if(done())o.disconnect()});o.observe(root,{childList:true,subtree:true})});
var r=window.requestAnimationFrame;if(r)r(function(){r(function(){setTimeout(pre,0)})});else pre();
})();`;
}
