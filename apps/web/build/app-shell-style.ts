import { UiTiming } from '../src/lib/ui-timing.ts';
import { iconDrawing, iconMaskUrl } from './icon-mask.ts';

/** The user icon before an item's owner: the drawing the app's page draws (`UserOutlined`). */
const USER_ICON = iconMaskUrl(iconDrawing('UserOutlined'));
/** The arrow of the sign-in page's way back home (`ArrowLeftOutlined`). */
const BACK_ICON = iconMaskUrl(iconDrawing('ArrowLeftOutlined'));

const FONT =
  '-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"PingFang SC",' +
  '"Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif,' +
  '"Apple Color Emoji","Segoe UI Emoji"';

/** The page must not move while the shell hides the app's loader: the app's own loader marker. */
const APP_LOADING = '#root:has(#main>[role=status]:only-child)';

/**
 * A page's skeleton while the read the shell has already drawn from is still on its way to the app
 * (`data-rs-wait`, on the robot's and an item's page, and the articles' first cards): the shell,
 * which shows more, stays in front.
 */
const APP_WAITING = ['detail', 'item', 'articles']
  .map((page) => `html[data-rs-${page}] #root:has([data-rs-wait])`)
  .join(',');

/**
 * The shell's stylesheet. Every size below copies the page it stands for (lib/antd/theme.ts tokens,
 * app/layout/header.css, features/home/home.css, the list pages' inline styles), so that when
 * React's page replaces the shell nothing moves. Shown only when the boot script named a route; hidden
 * as soon as React has drawn anything but its page loader (browsers without `:has`: anything at all).
 */
export function shellStyle(): string {
  return `
#rs-shell{display:none;font-family:${FONT};font-size:15px;line-height:1.5333333;min-height:100vh;
--rs-shell-primary:#4f46e5;--rs-shell-text:rgba(0,0,0,.88);--rs-shell-text-2:rgba(0,0,0,.65);--rs-shell-text-3:rgba(0,0,0,.45);
--rs-shell-soft:#f3f0ff;--rs-shell-link:#4f46e5;--rs-shell-header:rgba(255,255,255,.92);--rs-shell-border:#f0f0f0;color:var(--rs-shell-text);
--rs-shell-text-sec:rgba(0,0,0,.58);--rs-shell-bg:#fff;--rs-shell-fill:rgba(0,0,0,.04)}
html[data-theme=dark] #rs-shell{--rs-shell-primary:#504dcf;--rs-shell-text:rgba(255,255,255,.85);--rs-shell-text-2:rgba(255,255,255,.65);
--rs-shell-text-3:rgba(255,255,255,.45);--rs-shell-soft:#292856;--rs-shell-link:#8f9cd9;--rs-shell-header:rgba(24,26,35,.92);--rs-shell-border:#303030;
--rs-shell-text-sec:rgba(255,255,255,.52);--rs-shell-bg:#181a23;--rs-shell-fill:rgba(255,255,255,.08)}
html[data-rs-route] #rs-shell{display:block}
#rs-shell *{box-sizing:border-box}
#rs-shell .rs-shell-page{display:none}
html[data-rs-route=home] #rs-shell [data-route=home],html[data-rs-route=square] #rs-shell [data-route=square],
html[data-rs-route=aitool] #rs-shell [data-route=aitool],html[data-rs-route=xky] #rs-shell [data-route=xky],
html[data-rs-route=contact] #rs-shell [data-route=contact],html[data-rs-route=articles] #rs-shell [data-route=articles]{display:block}
html[data-rs-route=chat] #rs-shell [data-route=chat]{display:flex}
html[data-rs-detail] #rs-shell [data-route=detail]{display:block}
html[data-rs-item] #rs-shell [data-route=item]{display:block}
html:not([lang=en-US]) #rs-shell [lang=en-US],html[lang=en-US] #rs-shell [lang=zh-CN]{display:none}
html[data-rs-route] #root:empty{display:none}
#root:not(:empty)+#rs-shell{display:none}
@supports selector(:has(*)){html[data-rs-route] ${APP_LOADING}{display:none}
html[data-rs-route] ${APP_LOADING}+#rs-shell{display:block}
${APP_WAITING}{display:none}
${APP_WAITING.replaceAll(',', '+#rs-shell,')}+#rs-shell{display:block}}
#rs-shell .rs-shell-header{position:sticky;top:0;z-index:100;display:flex;align-items:center;gap:12px;height:60px;
padding-inline:max(16px,calc((100% - 1200px)/2));background:var(--rs-shell-header);border-bottom:1px solid var(--rs-shell-border)}
html[data-rs-route=chat] #rs-shell .rs-shell-header{padding-inline:16px}
#rs-shell .rs-shell-header__menu{display:none;width:44px;height:44px;flex:none}
#rs-shell .rs-shell-header__brand{display:flex;align-items:center;gap:10px;flex:none}
#rs-shell .rs-shell-header__brand svg{display:block}
#rs-shell .rs-shell-header__name{font-size:17px;font-weight:600;white-space:nowrap}
#rs-shell .rs-shell-hero{background:radial-gradient(circle at 85% 10%,var(--rs-shell-soft),transparent 55%),
linear-gradient(180deg,var(--rs-shell-soft) 0%,transparent 100%)}
#rs-shell .rs-shell-hero__inner{display:grid;grid-template-columns:minmax(0,1.1fr) minmax(0,1fr);align-items:center;gap:40px;
max-width:1200px;margin:0 auto;padding:64px 24px}
#rs-shell .rs-shell-hero__eyebrow{display:inline-block;margin-bottom:12px;padding:4px 12px;border-radius:999px;
background:var(--rs-shell-soft);color:var(--rs-shell-link);font-size:13px;font-weight:600}
#rs-shell .rs-shell-hero__title{margin:0 0 16px;font-size:46px;line-height:1.2;font-weight:800;letter-spacing:-.01em;
word-break:keep-all;text-wrap:balance}
#rs-shell .rs-shell-hero__subtitle{max-width:560px;margin:0 0 28px;color:var(--rs-shell-text-2);font-size:17px;line-height:1.75}
#rs-shell .rs-shell-hero__art{height:360px}
#rs-shell .rs-shell-list{max-width:1248px;margin:0 auto;padding:32px 24px 48px}
#rs-shell .rs-shell-list__title{margin:0;font-size:30px;line-height:1.2;font-weight:600;color:var(--rs-shell-text)}
#rs-shell .rs-shell-list__subtitle{margin:6px 0 0;font-size:15px;color:var(--rs-shell-text-3)}
#rs-shell .rs-shell-tools__controls{height:139px}
#rs-shell .rs-shell-xky{max-width:1200px;margin:0 auto;padding:8px 0 56px}
#rs-shell .rs-shell-xky__intro{display:grid;grid-template-columns:minmax(0,1.2fr) minmax(0,1fr);align-items:center;gap:32px;margin-bottom:32px}
#rs-shell .rs-shell-xky__eyebrow{display:inline-block;margin-bottom:12px;padding:4px 12px;border-radius:999px;
background:var(--rs-shell-soft);color:var(--rs-shell-link);font-size:13px;font-weight:600}
#rs-shell .rs-shell-xky__title{margin:0 0 12px;font-size:34px;line-height:1.25;font-weight:800;word-break:keep-all;text-wrap:balance}
#rs-shell .rs-shell-xky__description{max-width:600px;margin:0;color:var(--rs-shell-text-2);font-size:16px;line-height:1.75}
#rs-shell .rs-shell-xky__art{display:flex;justify-content:center;min-width:0}
#rs-shell .rs-shell-xky__art>span{display:block;width:min(100%,360px);aspect-ratio:4/3}
#rs-shell .rs-shell-contact{max-width:1200px;margin:0 auto;padding:48px 24px 64px}
#rs-shell .rs-shell-contact__head{max-width:720px}
#rs-shell .rs-shell-contact__title{font-size:32px;line-height:1.2;font-weight:600}
#rs-shell .rs-shell-contact__subtitle{margin:8px 0 0;color:var(--rs-shell-text-sec);font-size:16px;line-height:1.5333333}
#rs-shell .rs-shell-login{justify-content:center;padding:40px 24px 56px}
html[data-rs-route=login] #rs-shell [data-route=login]{display:flex}
#rs-shell .rs-shell-login__card{display:flex;width:100%;max-width:1000px;min-height:600px;overflow:hidden;border-radius:14px;
background:var(--rs-shell-bg);box-shadow:0 10px 32px -10px rgba(30,27,75,.24)}
#rs-shell .rs-shell-login__panel{flex:1 1 0;min-width:0;padding:40px;background:linear-gradient(150deg,#4f46e5 0%,#4338ca 55%,#312e81 100%)}
#rs-shell .rs-shell-login__main{display:flex;flex:1 1 0;flex-direction:column;min-width:0;padding:36px 40px}
#rs-shell .rs-shell-login__back{display:flex;align-items:center;align-self:flex-start;gap:8px;height:32px;margin:0 0 8px;
border:1px solid transparent;color:var(--rs-shell-link);font-weight:500}
#rs-shell .rs-shell-login__arrow{width:15px;height:15px;background:currentColor;
--rs-icon:${BACK_ICON};-webkit-mask:var(--rs-icon) center/100% no-repeat;mask:var(--rs-icon) center/100% no-repeat}
#rs-shell .rs-shell-login__main>svg{display:none;flex:none}
#rs-shell .rs-shell-login__title{margin:8px 0 4px;font-size:32px;line-height:40px;font-weight:600;overflow-wrap:break-word}
#rs-shell .rs-shell-login__subtitle{margin:0 0 8px;color:var(--rs-shell-text-sec)}
#rs-shell .rs-shell-tools__featured{display:none}
html[data-rs-featured] #rs-shell .rs-shell-tools__featured{display:block}
#rs-shell .rs-shell-tools__heading{display:flex;align-items:center;gap:8px;margin-bottom:10px;font-size:17px;line-height:21.25px;font-weight:600}
#rs-shell .rs-shell-tools__star{width:15px;height:15px;border-radius:50%;background:#faad14}
#rs-shell .rs-shell-tools__row{display:flex;gap:12px;overflow:hidden;padding:2px 0 8px}
#rs-shell .rs-shell-card{flex:none;width:300px;max-width:calc(100vw - 64px);height:216px;padding:14px 16px;border-radius:12px;
border:1px solid var(--rs-shell-border);background:var(--rs-shell-bg);overflow:hidden}
#rs-shell .rs-shell-card__head{display:flex;align-items:center;gap:12px;margin-bottom:10px}
#rs-shell .rs-shell-card__image{flex:none;width:48px;height:48px;border-radius:12px;background:var(--rs-shell-soft)}
#rs-shell .rs-shell-card__names{min-width:0;flex:1}
#rs-shell .rs-shell-card__title{font-size:16px;line-height:1.4;font-weight:600;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
#rs-shell .rs-shell-card__by{font-size:13px;color:var(--rs-shell-text-sec);overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
#rs-shell .rs-shell-card__summary{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden;
line-height:1.5;overflow-wrap:anywhere;color:var(--rs-shell-text-sec)}
#rs-shell [data-route=articles] .rs-shell-list__title{line-height:1.21}
#rs-shell [data-route=articles] .rs-shell-list__subtitle{line-height:1.53333}
#rs-shell .rs-shell-arts{display:none;grid-template-columns:repeat(3,minmax(0,1fr));gap:16px;margin-top:36px}
html[data-rs-articles] #rs-shell .rs-shell-arts{display:grid}
#rs-shell .rs-shell-art{overflow:hidden;border:1px solid var(--rs-shell-border);border-radius:8px;background:var(--rs-shell-bg)}
#rs-shell .rs-shell-art__cover{background:var(--rs-shell-fill)}
#rs-shell .rs-shell-art__cover img{display:block;width:100%;aspect-ratio:16/9;object-fit:cover}
#rs-shell .rs-shell-art__cover img:not([src]){visibility:hidden}
#rs-shell .rs-shell-art__text{display:flex;flex-direction:column;gap:10px;padding:14px 16px}
#rs-shell .rs-shell-art__title{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;
font-size:16px;line-height:1.4;font-weight:600;overflow-wrap:anywhere}
#rs-shell .rs-shell-art__by{font-size:13px;color:var(--rs-shell-text-sec);overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
#rs-shell .rs-shell-art__foot{height:22px}
#rs-shell .rs-shell-art__summary{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden;
line-height:1.5;overflow-wrap:anywhere;color:var(--rs-shell-text-sec)}
@media (max-width:860px){#rs-shell .rs-shell-arts{grid-template-columns:repeat(2,minmax(0,1fr))}
#rs-shell .rs-shell-art:nth-child(3){display:none}}
#rs-shell .rs-shell-chat{height:calc(100vh - 60px)}
#rs-shell .rs-shell-chat__side{flex:none;width:264px;border-inline-end:1px solid var(--rs-shell-border);background:var(--rs-shell-bg)}
#rs-shell .rs-shell-chat__main{flex:1;min-width:0}
#rs-shell .rs-shell-chat__bar{display:flex;align-items:center;gap:10px;height:60px;padding:8px 16px;
border-bottom:1px solid var(--rs-shell-border);background:var(--rs-shell-bg)}
#rs-shell .rs-shell-chat__dot{flex:none;width:36px;height:36px;border-radius:50%;background:var(--rs-shell-soft)}
#rs-shell .rs-shell-chat__id{min-width:0;line-height:1.35}
#rs-shell .rs-shell-chat__id>div{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#rs-shell .rs-shell-chat__id-name{font-weight:600;line-height:23px}
#rs-shell .rs-shell-chat__id-intro{font-size:13px;line-height:1.5333333;color:var(--rs-shell-text-sec)}
#rs-shell .rs-shell-chat__welcome{display:none;flex-direction:column;align-items:center;text-align:center;gap:8px;
padding:calc(24px + 8vh) 24px 16px}
html[data-rs-chat=welcome] #rs-shell .rs-shell-chat__welcome{display:flex}
#rs-shell .rs-shell-chat__portrait{width:72px;height:72px;border-radius:16px;background:var(--rs-shell-soft)}
#rs-shell .rs-shell-chat__title{margin-top:8px;font-size:22px;line-height:27.5px;font-weight:600}
#rs-shell .rs-shell-chat__intro{max-width:520px;color:var(--rs-shell-text-sec)}
#rs-shell .rs-shell-detail{max-width:960px;margin:0 auto;padding:28px 24px 48px}
#rs-shell .rs-shell-detail__back{display:none;height:44px}
html[data-rs-detail=info] #rs-shell .rs-shell-detail__back{display:block}
#rs-shell .rs-shell-detail__card{display:flex;align-items:flex-start;gap:24px;padding:32px;border:1px solid var(--rs-shell-border);
border-radius:16px;background:var(--rs-shell-bg);box-shadow:0 1px 2px 0 rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px 0 rgba(0,0,0,.02)}
#rs-shell .rs-shell-detail__portrait{flex:none;width:112px;height:112px;border-radius:25px;background:var(--rs-shell-soft)}
#rs-shell .rs-shell-detail__about{flex:1;min-width:0;line-height:23px}
#rs-shell .rs-shell-detail__name{font-size:28px;line-height:1.23;font-weight:600;overflow-wrap:anywhere}
#rs-shell .rs-shell-detail__meta{height:22px;margin-top:10px}
#rs-shell .rs-shell-detail__intro{max-width:680px;margin-top:14px;font-size:15px;overflow-wrap:anywhere}
#rs-shell .rs-shell-item{max-width:1120px;margin:0 auto;padding:28px 24px 48px}
#rs-shell .rs-shell-item__back{display:none;height:44px}
html[data-rs-item~=info] #rs-shell .rs-shell-item__back{display:block}
#rs-shell .rs-shell-item__head{overflow:hidden;border:1px solid var(--rs-shell-border);border-radius:16px;background:var(--rs-shell-bg);
box-shadow:0 1px 2px 0 rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px 0 rgba(0,0,0,.02)}
#rs-shell .rs-shell-item__cover{display:none;position:relative;overflow:hidden;container-type:inline-size}
html[data-rs-item~=cover] #rs-shell .rs-shell-item__cover{display:block}
#rs-shell .rs-shell-item__backdrop{position:absolute;inset:-24px;filter:blur(24px) saturate(1.2);opacity:.7}
@container (max-width:640px){#rs-shell .rs-shell-item__backdrop{display:none}}
#rs-shell .rs-shell-item__picture{position:relative;width:min(100%,640px);margin:0 auto;aspect-ratio:16/9;background:var(--rs-shell-soft)}
#rs-shell .rs-shell-item img{display:block;width:100%;height:100%;object-fit:cover}
#rs-shell .rs-shell-item img:not([src]),html[data-rs-item-bad] #rs-shell .rs-shell-item img{visibility:hidden}
#rs-shell .rs-shell-item__body{padding:32px}
#rs-shell .rs-shell-item__top{display:flex;align-items:flex-start;gap:24px}
#rs-shell .rs-shell-item__icon{display:none;flex:none;width:96px;height:96px;border-radius:18px;overflow:hidden;background:var(--rs-shell-soft)}
html[data-rs-item~=square] #rs-shell .rs-shell-item__icon{display:block}
#rs-shell .rs-shell-item__about{flex:1;min-width:0}
#rs-shell .rs-shell-item__title{font-size:28px;line-height:1.2;font-weight:600;overflow-wrap:anywhere}
#rs-shell .rs-shell-item__meta{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:10px}
#rs-shell .rs-shell-tag{display:inline-block;padding-inline:7px;border:1px solid transparent;border-radius:8px;background:var(--rs-shell-fill);
font-size:12px;line-height:20px;white-space:nowrap}
#rs-shell .rs-shell-item__note{color:var(--rs-shell-text-sec);font-size:13px}
#rs-shell .rs-shell-item__user{display:inline-block;width:1em;height:1em;vertical-align:-.125em;background:currentColor;
--rs-icon:${USER_ICON};-webkit-mask:var(--rs-icon) center/100% no-repeat;mask:var(--rs-icon) center/100% no-repeat}
#rs-shell .rs-shell-item__stats{height:23px;margin-top:12px}
#rs-shell .rs-shell-item__actions{height:44px;margin-top:24px}
#rs-shell .rs-shell-item__summary{margin-top:14px;overflow-wrap:anywhere}
#rs-shell .rs-shell-item__summary:empty{display:none}
#rs-shell .rs-shell-item__text{display:none;box-sizing:border-box;max-width:760px;margin-top:20px;padding:32px;border:1px solid var(--rs-shell-border);
border-radius:16px;background:var(--rs-shell-bg)}
html[data-rs-item~=lead] #rs-shell .rs-shell-item__text{display:block}
#rs-shell .rs-md-lead{line-height:1.7;overflow-wrap:anywhere;word-break:normal}
#rs-shell .rs-md-lead>p{margin:0}
@media (max-width:899.98px){#rs-shell .rs-shell-hero__inner{grid-template-columns:minmax(0,1fr)}
#rs-shell .rs-shell-hero__art{order:-1}}
@media (max-width:${UiTiming.headerLinksBreakpoint - 0.02}px){#rs-shell .rs-shell-header__menu{display:block}
html[data-rs-light] #rs-shell .rs-shell-header__menu{display:none}}
@media (max-width:${UiTiming.mobileBreakpoint - 0.02}px){#rs-shell .rs-shell-header__name{display:none}
#rs-shell .rs-shell-hero__inner{gap:16px;padding:24px 16px 36px}
#rs-shell .rs-shell-hero__title{font-size:32px}
#rs-shell .rs-shell-hero__subtitle{font-size:16px}
#rs-shell .rs-shell-hero__art{height:225px}
#rs-shell .rs-shell-list{padding:20px 16px 32px}
#rs-shell .rs-shell-list__title{font-size:24px}
#rs-shell .rs-shell-tools__controls{height:243px}
#rs-shell .rs-shell-arts{grid-template-columns:minmax(0,1fr);gap:12px}
#rs-shell .rs-shell-art:nth-child(n+2){display:none}
#rs-shell .rs-shell-xky{padding:4px 0 40px}
#rs-shell .rs-shell-xky__intro{grid-template-columns:minmax(0,1fr);gap:16px}
#rs-shell .rs-shell-xky__title{font-size:26px}
#rs-shell .rs-shell-xky__art>span{width:min(100%,260px)}
#rs-shell .rs-shell-contact{padding:24px 16px 40px}
html[data-rs-route=login] #rs-shell [data-route=login]{display:block;min-height:calc(100dvh - 60px);padding:0;background:var(--rs-shell-bg)}
#rs-shell .rs-shell-login__card{display:block;max-width:none;min-height:0;border-radius:0;background:none;box-shadow:none}
#rs-shell .rs-shell-login__panel{display:none}
#rs-shell .rs-shell-login__main{padding:24px 20px}
#rs-shell .rs-shell-login__main>svg{display:block}
#rs-shell .rs-shell-chat__side{display:none}
#rs-shell .rs-shell-chat__bar{padding-inline-start:56px}
#rs-shell .rs-shell-chat__welcome{padding:calc(16px + 8vh) 20px 16px}
#rs-shell .rs-shell-detail{padding:16px 12px 32px}
#rs-shell .rs-shell-detail__card{flex-direction:column;gap:16px;padding:20px}
#rs-shell .rs-shell-detail__portrait{width:80px;height:80px;border-radius:18px}
#rs-shell .rs-shell-detail__name{font-size:24px}
#rs-shell .rs-shell-item{padding:16px 12px 32px}
#rs-shell .rs-shell-item__body,#rs-shell .rs-shell-item__text{padding:20px}
#rs-shell .rs-shell-item__top{flex-direction:column;gap:16px}
#rs-shell .rs-shell-item__icon{width:72px;height:72px}
#rs-shell .rs-shell-item__title{font-size:24px}
#rs-shell .rs-shell-item__actions{height:100px}
html[data-rs-item~=visit] #rs-shell .rs-shell-item__actions{height:156px}}
`
    .trim()
    .replace(/\n/g, '');
}
