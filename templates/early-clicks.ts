/**
 * The one inline script of a page with islands, in <head>: from the first byte it records clicks
 * (Enter and Space on a button are clicks) on an island's `type="button"` buttons, so a click made
 * before client/hydrate.ts has even arrived is not lost: the runtime takes the list, hydrates those
 * islands at once and replays the clicks (client/activations.ts). The CSP allows it by its hash
 * (cli/deploy.ts inlineScripts).
 */
export const EARLY_CLICKS_SCRIPT =
  "(()=>{const c=[];const l=(e)=>{const b=e.target instanceof Element?e.target.closest('button'):null;if(b&&b.type==='button'&&!b.disabled&&b.closest('[data-island]'))c.push(b)};document.addEventListener('click',l,true);window.__islandClicks={clicks:c,stop:()=>document.removeEventListener('click',l,true)}})();";
