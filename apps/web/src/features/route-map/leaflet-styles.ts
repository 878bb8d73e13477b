// Leaflet's own stylesheet, loaded with Leaflet (load-leaflet.ts) rather than with the pages that show a
// map: imported by a page's component it was a render-blocking stylesheet in the page's head, delaying
// the first paint of every page the server renders with a map (the trip's page) by its download.
import 'leaflet/dist/leaflet.css';
