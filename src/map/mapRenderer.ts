// The map's lazy chunk: Pixi, @pixi/react and the map's Application. MapStage imports it on mount,
// so the game screen paints before Pixi is evaluated; GameRoute fetches it while the player types a
// name (offline play).
export { MapApplication } from './MapApplication';
