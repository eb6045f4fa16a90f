// Longitude and latitude to the map's drawing units: an equirectangular projection with the
// longitudes shrunk by the cosine of the country's middle latitude, which over the 300 km of the
// Netherlands keeps shapes and distances true to within a few per cent.

const MIDDLE_LATITUDE = 52.2;
const LONGITUDE_SCALE = Math.cos((MIDDLE_LATITUDE * Math.PI) / 180);
/** Drawing units per degree of latitude. */
const UNITS_PER_DEGREE = 100;

/** The area drawn: the country with a strip of North Sea on the west, where the labels of the coastal cities go. */
const WEST = 2.5;
const EAST = 7.3;
const NORTH = 53.62;
const SOUTH = 50.7;

export const MAP_WIDTH = Math.round((EAST - WEST) * LONGITUDE_SCALE * UNITS_PER_DEGREE);
export const MAP_HEIGHT = Math.round((NORTH - SOUTH) * UNITS_PER_DEGREE);

export interface MapPoint {
  x: number;
  y: number;
}

export const project = (longitude: number, latitude: number): MapPoint => ({
  x: (longitude - WEST) * LONGITUDE_SCALE * UNITS_PER_DEGREE,
  y: (NORTH - latitude) * UNITS_PER_DEGREE,
});

/** An SVG path of one closed ring of flattened longitude, latitude pairs. */
export function ringPath(ring: readonly number[]): string {
  const points: string[] = [];
  for (let index = 0; index + 1 < ring.length; index += 2) {
    const { x, y } = project(ring[index], ring[index + 1]);
    points.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  return `M${points.join('L')}Z`;
}

/** Where a point sits on the map, as percentages of its width and height: for placing HTML over the SVG. */
export const percentOf = ({ x, y }: MapPoint) => ({
  left: (x / MAP_WIDTH) * 100,
  top: (y / MAP_HEIGHT) * 100,
});
