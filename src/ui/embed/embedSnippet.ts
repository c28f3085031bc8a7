// The HTML a site owner pastes to embed the game, including the listener that fits the frame's height.
import { HEIGHT_MESSAGE_TYPE } from './heightReport';

/** The iframe plus a tiny script that resizes it from the game's height messages. */
export function embedSnippet(origin: string): string {
  return [
    `<iframe id="dungeon-crawler" src="${origin}/" title="Dungeon Crawler" width="100%" height="800"`,
    `  style="border:0;max-width:100%" allow="autoplay; clipboard-write; web-share" loading="lazy"></iframe>`,
    `<script>`,
    `  window.addEventListener('message', function (event) {`,
    `    if (event.origin !== '${origin}' || !event.data || event.data.type !== '${HEIGHT_MESSAGE_TYPE}') return;`,
    `    document.getElementById('dungeon-crawler').style.height = event.data.height + 'px';`,
    `  });`,
    `</script>`,
  ].join('\n');
}
