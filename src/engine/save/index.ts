// Save codes, the local-storage save and save file names.
export { encodeSaveCode, decodeSaveCode, saveData, SAVE_VERSION, SAVE_LOG_LINES } from './saveCode';
export type { DecodeResult, SaveData, SavedRun } from './saveCode';
export { encodeLocalSave, decodeLocalSave } from './localSaveCodec';
export { saveFileName, SAVE_FILE_PREFIX } from './fileName';
export { encodeActions, decodeActions } from './actionCodec';
export { isRunSecret } from './runSecret';
