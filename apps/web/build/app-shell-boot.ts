import { leadParagraph } from '../src/components/markdown/lead-paragraph.ts';

/**
 * Per shell route, the files its page needs (absolute URLs: JS chunks and CSS); under `*` what every
 * route needs (the app the entry imports); under `locale-<language>` that language's core texts,
 * and under `<route>:<language>` the route's page's other texts in that language.
 */
export type RoutePreloads = Record<string, string[]>;

/**
 * The API reads a first visit makes before it can draw its page, asked by the boot script while
 * the app's code downloads (lib/api/boot-requests.ts hands each answer to the app's first call of
 * the same URL with the same language and token). `signedIn` ones only with a stored token; a list
 * page's only without a query string (the app's default search); `{uuid}` is the chat's robot, or the
 * robot of /robot-detail and /robot-info (whatever the query string: WeChat adds its own).
 * Each URL must be exactly the one the app asks: `boot-requests.test.tsx` renders the pages and
 * compares.
 */
export const BOOT_REQUESTS = {
  all: ['/api/dict/category/robot', '/api/site/settings'],
  signedIn: ['/api/user/info'],
  routes: {
    home: ['/api/robot/hot/get?skip=0&limit=6'],
    square: [
      '/api/robot/hot/get?skip=0&limit=10',
      '/api/robot/search?sort=favorites&skip=0&limit=24',
    ],
    aitool: [
      '/api/aitool/featured/get?skip=0&limit=6',
      '/api/aitool/hot/get?skip=0&limit=8',
      '/api/aitool/category',
      '/api/aitool/search?sort=favorites&skip=0&limit=24',
    ],
    articles: ['/api/article/category', '/api/article/search?sort=favorites&skip=0&limit=24'],
  } as Record<string, string[]>,
  chat: ['/api/robot/detail/simple/{uuid}', '/api/chat/models', '/api/credit/user/get'],
  detail: ['/api/robot/detail/simple/{uuid}'],
  /** an AI tool's, article's or application's page (/…-detail/{uuid}, /…-info/{uuid}): the item first */
  item: ['/api/{kind}/detail/{uuid}', '/api/{kind}/category'],
};

/**
 * Per page, the early read (one of its BOOT_REQUESTS) whose first item's picture is the page's
 * largest paint, and that picture's field: the boot script preloads it as soon as the read answers,
 * while the app's code still downloads, and draws the first cards with it (decision 057). The
 * articles' list: the first card's cover.
 */
export const FIRST_PICTURES: Record<string, { read: string; field: string }> = {
  articles: { read: '/api/article/search?sort=favorites&skip=0&limit=24', field: 'cover' },
};

/** The directory kind of an item page's path prefix (lib/paths.ts: /ai-tool-detail, /article-info…). */
export const ITEM_KINDS: Record<string, string> = {
  'ai-tool': 'aitool',
  article: 'article',
  xky: 'xky',
};

/**
 * The fields of an item its page's head shows first (features/directories/kinds.ts `titleOf`,
 * `imageOf`, `summaryOf`; the page shows no summary for an article): the boot script writes the
 * title and summary into the item's shell as text, and shows and preloads the picture (an AI tool's
 * square icon, an article's or application's cover: the page's LCP) as soon as the item's early read
 * answers, so the head paints before the app's code has run.
 */
export const ITEM_FIELDS: Record<
  string,
  { title: string; image: string; summary: string; text: string }
> = {
  aitool: { title: 'name', image: 'image', summary: 'intro', text: 'detail' },
  article: { title: 'title', image: 'cover', summary: '', text: 'content' },
  xky: { title: 'title', image: 'cover', summary: 'intro', text: 'content' },
};

/**
 * The shell draws the opening paragraph of an item's text (components/markdown/lead-paragraph.ts,
 * its source carried in the boot script) only where the page will put it in the same place: in a
 * text without a table of contents, which takes a column beside the text on a desktop and a row
 * above it on a phone. The page shows one from this many headings (TOC_MIN_HEADINGS of
 * features/directories/browse/table-of-contents.tsx); the shell counts every line that could be an
 * ATX heading, at least as many as the page finds.
 */
export const ITEM_LEAD_MAX_HEADINGS = 2;

/** The picture's shape of each kind's page: an AI tool's icon is square, the others have a cover. */
export const ITEM_SHAPES: Record<string, 'square' | 'cover'> = {
  aitool: 'square',
  article: 'cover',
  xky: 'cover',
};

/**
 * The one inline script of index.html, run before the first paint: it picks the language
 * (`rs.language` in localStorage, else the browser's, as the app's language detector does) and the
 * theme (`rs.theme`, the theme store's persisted JSON), tells the shell which route it stands for,
 * and, once the shell is painted (so that nothing competes with the page and its stylesheet), starts
 * fetching the app's and that page's code, instead of after the entry has run. When React has drawn
 * the page (more than its page loader), the shell leaves the document, and with it the rule that
 * hides the app behind it, so a later page loader shows as usual. It also asks the API reads the
 * route's page starts with (BOOT_REQUESTS), kept in `window.__rsBoot` for the app's first calls,
 * and opens `window.__rsStart` when the app may load (START_AT_THE_LATEST_MS); the files of the
 * toasts' host go to `window.__rsFeedbackFiles` (app/providers.tsx). On an item's page (an AI
 * tool, article or application) it asks the item and its kind's categories, and draws the head of
 * the item's card from the item's answer (ITEM_FIELDS), its picture preloaded; on the articles'
 * list it draws the first row of cards from the list's (decision 057). The pages
 * with the app's light header (a shared robot's or item's, /…-detail) are marked `data-rs-light`
 * from the start: the shell's header has no menu button there before the read answers either.
 * Written as plain ES2017 text: it is not bundled. Whatever fails (storage blocked, bad JSON)
 * leaves the defaults: zh-CN, light, no route shell.
 */
/**
 * The app's code waits for the page's first content (decision 032): on a route whose largest text
 * or picture comes from an early read (the chat's robot, the robot's page, an item's page, the
 * featured AI tools, the articles' first cards) the boot script opens
 * `window.__rsStart`, which main.tsx awaits before it imports the app, and starts the preloads only
 * once that text is painted; elsewhere once the shell is painted, and at once on routes without a
 * shell. At the latest this long after the boot script ran, whatever happened (a read that hangs, a
 * tab in the background where frames never come, a failure in the script).
 */
export const START_AT_THE_LATEST_MS = 1500;

/**
 * Per language, the words the boot script writes: a featured card's "by {{name}}" and its missing
 * summary; an item page's "Shared by {{name}}", its owner without a name, and "Updated {{date}}".
 */
export type CardTexts = Record<
  string,
  { by: string; none: string; owner: string; someone: string; updated: string }
>;

export const cardTexts = (
  texts: Record<
    string,
    {
      cardBy: string;
      cardNoSummary: string;
      itemOwner: string;
      itemUnknownOwner: string;
      itemUpdated: string;
    }
  >,
): CardTexts =>
  Object.fromEntries(
    Object.entries(texts).map(([lang, t]) => [
      lang,
      {
        by: t.cardBy,
        none: t.cardNoSummary,
        owner: t.itemOwner,
        someone: t.itemUnknownOwner,
        updated: t.itemUpdated,
      },
    ]),
  );

export function bootScript(preloads: RoutePreloads, cards: CardTexts = {}): string {
  return `(function(){var d=document.documentElement,s=null,lang,theme='light',route='',wait=false,went=false,open=null;
if(window.Promise)window.__rsStart=new Promise(function(y){open=y});
function go(){if(went)return;went=true;if(open)open();pre()}
function painted(){var r=window.requestAnimationFrame;if(r)r(function(){r(function(){setTimeout(go,0)})});else go()}
setTimeout(go,${START_AT_THE_LATEST_MS});
try{s=window.localStorage}catch(e){}
try{lang=s&&s.getItem('rs.language')}catch(e){}
if(!lang){lang=(navigator.languages&&navigator.languages[0])||navigator.language||''}
lang=lang==='zh-CN'||lang==='en-US'?lang:/^en/i.test(lang)?'en-US':'zh-CN';
try{var t=JSON.parse(s&&s.getItem('rs.theme')||'null');if(t&&t.state&&t.state.mode==='dark')theme='dark'}catch(e){}
var p=location.pathname.replace(/\\/+$/,'')||'/';
if(p==='/'||p==='/home')route='home';else if(p==='/robot-list')route='square';else if(p==='/ai-tool-list')route='aitool';else if(p==='/xky')route='xky';else if(p==='/article-list')route='articles';else if(p==='/contact')route='contact';else if(p==='/login')route='login';else if(/^\\/chat\\/[^/]+$/.test(p))route='chat';else if(/^\\/robot-(detail|info)\\/[^/]+$/.test(p))route='detail';
var R=null,tok=null;try{var a=JSON.parse(s&&s.getItem('rs.token')||'null');tok=a&&a.state&&typeof a.state.token==='string'&&a.state.token||null}catch(e){}
var B=${JSON.stringify(BOOT_REQUESTS)},q=[],u=/^\\/(?:chat|robot-detail|robot-info)\\/([0-9a-f-]{36})$/i.exec(p);
var I=/^\\/(ai-tool|article|xky)-(detail|info)\\/([0-9a-fA-F-]{36})$/.exec(p),kind=I&&${JSON.stringify(ITEM_KINDS)}[I[1]];if(kind)route='item';
if(route&&/^\\/(?:robot|ai-tool|article|xky)-detail\\//.test(p))d.setAttribute('data-rs-light','');
function each(l){return l.map(function(x){return x.replace('{uuid}',u[1])})}
if(route==='chat'){if(tok&&u)q=each(B.chat)}else if(route==='detail'){if(u)q=each(B.detail)}else if(kind)q=B.item.map(function(x){return x.replace('{kind}',kind).replace('{uuid}',I[3])});else if(route&&!location.search)q=B.routes[route]||[];var iu=kind&&q[0],cu=kind&&q[1];
if(route&&window.fetch){q=B.all.concat(tok?B.signedIn:[],q);R=window.__rsBoot={};
q.forEach(function(x){var h={Accept:'application/json','Accept-Language':lang};if(tok)h.Authorization='Bearer '+tok;
var f=fetch(x,{headers:h});f['catch'](function(){});R[x]={lang:lang,auth:h.Authorization||'',at:Date.now(),answer:f}})}
var IF=kind&&${JSON.stringify(ITEM_FIELDS)}[kind],shape=kind&&${JSON.stringify(ITEM_SHAPES)}[kind];
function pic(v){if(typeof v!=='string')return '';v=v.trim();return /^\\/uploads\\/[A-Za-z0-9._~\\-/]+$/.test(v)&&v.split('/').indexOf('..')<0||/^https?:\\/\\/[^\\s]+$/i.test(v)?v:''}
function img(url,at){if(R&&R[url])R[url].answer.then(function(r){return r.ok?r.clone().json():null}).then(function(b){var v=b&&b.code===200&&b.data&&pic(at(b.data));if(!v)return;
var l=document.createElement('link');l.rel='preload';l.setAttribute('as','image');l.setAttribute('fetchpriority','high');l.href=v;document.head.appendChild(l)})['catch'](function(){})}
if(iu)img(iu,function(x){return x[IF.image]});var FP=${JSON.stringify(FIRST_PICTURES)}[route];if(FP)img(FP.read,function(x){return x.list&&x.list[0]&&x.list[0][FP.field]});
function json(url){var a=R&&R[url];return a?a.answer.then(function(r){return r.ok?r.clone().json():null}):Promise.resolve(null)}
function early(url,then,also){var a=R&&R[url];if(!a)return;wait=true;json(url).then(function(b){var x=b&&b.code===200&&b.data;if(!x)return go();
return json(also)['catch'](function(){return null}).then(function(c){function now(){try{then(x,c&&c.code===200&&c.data)}finally{painted()}}
if(document.readyState==='loading')document.addEventListener('readystatechange',now,{once:true});else now()})})['catch'](go)}
var T=${JSON.stringify(cards)}[lang]||{by:'',none:'',owner:'',someone:'',updated:''};
function el(tag,cls,text){var e=document.createElement(tag);e.className=cls;if(text!=null)e.textContent=String(text);return e}
function say(text,key,value){return text.replace(key,function(){return value})}
function fill(x){var sh=document.getElementById('rs-shell');if(!sh)return false;var l=sh.querySelectorAll('[data-rs-fill]');
for(var i=0;i<l.length;i++){var v=x[l[i].getAttribute('data-rs-fill')==='name'?'robotName':'robotIntro'];l[i].textContent=typeof v==='string'?v:''}return true}
if(route==='chat'&&u)early(B.chat[0].replace('{uuid}',u[1]),function(x){if(fill(x)&&!location.search)d.setAttribute('data-rs-chat','welcome')});
if(route==='detail'&&u)early(B.detail[0].replace('{uuid}',u[1]),function(x){if(fill(x))d.setAttribute('data-rs-detail',/^\\/robot-info\\//.test(p)?'info':'share')});
if(iu)early(iu,function(x,c){var sh=document.getElementById('rs-shell');if(!sh)return;function put(k,v){var e=sh.querySelector('[data-rs-text='+k+']');if(e)e.textContent=typeof v==='string'?v:''}
put('title',x[IF.title]);put('summary',IF.summary?x[IF.summary]:'');var v=pic(x[IF.image]),l=sh.querySelectorAll('img[data-rs-img='+shape+']'),body=x[IF.text],lp=null,lead=sh.querySelector('[data-rs-lead]');
try{if(lead&&typeof body==='string'&&(body.match(/^ {0,3}#{1,6}(?:[ \t]|$)/gm)||[]).length<=${ITEM_LEAD_MAX_HEADINGS})lp=(${String(leadParagraph).replace(/^[ \t]+/gm, '')})(body)}catch(e){}
for(var j=0;lp&&j<lp.parts.length;j++){var n=lp.parts[j].strong?document.createElement('strong'):document.createTextNode('');n.textContent=lp.parts[j].text;lead.appendChild(n)}
for(var i=0;v&&i<l.length;i++){l[i].setAttribute('fetchpriority','high');l[i].addEventListener('error',function(){d.setAttribute('data-rs-item-bad','')});l[i].src=v}
var M=sh.querySelector('[data-rs-meta]'),ids=x.categories,cl=c&&c.list;try{if(M){M.textContent='';for(var k=0;ids&&k<ids.length;k++)for(var m=0;cl&&m<cl.length;m++)if(cl[m].id===ids[k])M.appendChild(el('span','rs-shell-tag',lang==='en-US'?cl[m].nameEn:cl[m].nameZh));
var o=el('span','rs-shell-item__note');o.appendChild(el('span','rs-shell-item__user'));o.appendChild(document.createTextNode(' '+say(T.owner,'{{name}}',x.ownerNickname||T.someone)));M.appendChild(o);
var at=new Date(x.updatedAt);if(!isNaN(at.getTime()))M.appendChild(el('span','rs-shell-item__note',say(T.updated,'{{date}}',at.toLocaleDateString(lang,{dateStyle:'medium'}))))}}catch(e){}
d.setAttribute('data-rs-item',I[2]+' '+shape+(typeof x.url==='string'&&/^https?:\\/\\/[^\\s]+$/i.test(x.url.trim())?' visit':'')+(lp&&lp.parts.length?' lead':''))},cu);
if(route==='aitool')early(B.routes.aitool[0],function(x){var sh=document.getElementById('rs-shell'),row=sh&&sh.querySelector('[data-rs-cards]'),list=x.list||[];
if(!row||!list.length)return;
list.slice(0,6).forEach(function(it){var c=el('div','rs-shell-card'),h=el('div','rs-shell-card__head'),n=el('div','rs-shell-card__names');
h.appendChild(el('span','rs-shell-card__image'));n.appendChild(el('div','rs-shell-card__title',it.name||''));
if(it.ownerNickname)n.appendChild(el('div','rs-shell-card__by',say(T.by,'{{name}}',it.ownerNickname)));h.appendChild(n);c.appendChild(h);
c.appendChild(el('div','rs-shell-card__summary',it.intro||T.none));row.appendChild(c)});d.setAttribute('data-rs-featured','')});
if(route==='articles'&&FP)early(FP.read,function(x){var sh=document.getElementById('rs-shell'),row=sh&&sh.querySelector('[data-route=articles] [data-rs-cards]'),list=x.list||[];
if(!row||!list.length)return;list.slice(0,3).forEach(function(it,i){var c=el('div','rs-shell-art'),cv=el('div','rs-shell-art__cover'),im=document.createElement('img'),v=pic(it[FP.field]),tx=el('div','rs-shell-art__text'),n=el('div','');
im.alt='';if(v){if(!i)im.setAttribute('fetchpriority','high');im.src=v}cv.appendChild(im);c.appendChild(cv);n.appendChild(el('div','rs-shell-art__title',it.title||''));
if(it.ownerNickname)n.appendChild(el('div','rs-shell-art__by',say(T.by,'{{name}}',it.ownerNickname)));tx.appendChild(n);tx.appendChild(el('div','rs-shell-art__summary',it.excerpt||T.none));tx.appendChild(el('div','rs-shell-art__foot'));c.appendChild(tx);row.appendChild(c)});d.setAttribute('data-rs-articles','')});
d.lang=lang;d.setAttribute('data-theme',theme);d.style.colorScheme=theme;if(route)d.setAttribute('data-rs-route',route);
var m=${JSON.stringify(preloads)},f=(m['*']||[]).concat(m['locale-'+lang]||[],route&&m[route]||[],route&&m[route+':'+lang]||[]);window.__rsFeedbackFiles=m.feedback||[];
function pre(){for(var i=0;i<f.length;i++){var l=document.createElement('link'),css=/\\.css$/.test(f[i]);l.rel=css?'preload':'modulepreload';if(css)l.setAttribute('as','style');l.setAttribute('crossorigin','');l.href=f[i];document.head.appendChild(l)}}
function done(){var root=document.getElementById('root'),sh=document.getElementById('rs-shell');
if(!sh||!root||!root.firstChild||root.querySelector('#main>[role=status]:only-child')||(d.hasAttribute('data-rs-item')||d.hasAttribute('data-rs-detail')||d.hasAttribute('data-rs-articles'))&&root.querySelector('[data-rs-wait]'))return false;
sh.parentNode.removeChild(sh);d.removeAttribute('data-rs-route');d.removeAttribute('data-rs-chat');d.removeAttribute('data-rs-featured');d.removeAttribute('data-rs-articles');d.removeAttribute('data-rs-detail');d.removeAttribute('data-rs-item');d.removeAttribute('data-rs-item-bad');d.removeAttribute('data-rs-light');return true}
if(route&&window.MutationObserver)document.addEventListener('DOMContentLoaded',function(){var root=document.getElementById('root');
if(!root||done())return;var o=new MutationObserver(function(){if(done())o.disconnect()});o.observe(root,{childList:true,subtree:true})});
if(!route)go();else if(!wait)painted();
})();`;
}
