// A run's chronicle: its plain-text character record, and the name of its downloaded file.
export { chronicle, writeChronicle, CHRONICLE_LOG_LINES, CHRONICLE_WIDTH, type LivingEnd } from './chronicle';
export { runStory, type RunStory, type FloorReached, type FinalBlow, type ScoreSources } from './story';
export { chronicleFileName, CHRONICLE_FILE_PREFIX } from './fileName';
