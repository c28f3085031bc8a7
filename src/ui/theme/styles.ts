// The stylesheets of the whole client: only the Radix Themes parts in use (CSS budget: 40 KB gzipped)
// and the terminal look on top.
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/sand.css';
import '@radix-ui/themes/components.css';
import './terminal.css';
