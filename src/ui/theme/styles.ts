// The stylesheets of the whole client: only the Radix Themes parts in use (CSS budget: 40 KB gzipped)
// and the terminal look on top.
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/sand.css';
// Components and layout utilities without breakpoint variants (see scripts/trim-radix-css.mjs).
import './radix-trimmed.css';
import './terminal.css';
