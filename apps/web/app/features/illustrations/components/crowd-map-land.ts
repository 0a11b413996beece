/**
 * A coarse dot map of the continents for the crowd illustration: for each row
 * (7.5° of latitude from 78°N), the runs of land columns (7.8° of longitude
 * from 180°W). Stylised on purpose; it only needs to read as "the world".
 */
export const landRuns: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [
  [
    [6, 12],
    [16, 19],
    [33, 41],
  ],
  [
    [2, 13],
    [16, 19],
    [25, 27],
    [28, 44],
  ],
  [
    [2, 14],
    [17, 18],
    [24, 44],
  ],
  [
    [4, 15],
    [22, 22],
    [23, 43],
  ],
  [
    [5, 15],
    [22, 41],
    [42, 42],
  ],
  [
    [6, 14],
    [22, 40],
    [41, 42],
  ],
  [
    [7, 13],
    [21, 39],
  ],
  [
    [8, 11],
    [13, 13],
    [21, 30],
    [31, 34],
    [35, 38],
  ],
  [
    [10, 12],
    [21, 30],
    [32, 33],
    [35, 37],
  ],
  [
    [12, 16],
    [21, 29],
    [33, 33],
    [35, 37],
  ],
  [
    [13, 18],
    [24, 29],
    [36, 40],
  ],
  [
    [13, 19],
    [24, 29],
    [37, 42],
  ],
  [
    [14, 19],
    [25, 29],
    [39, 41],
  ],
  [
    [14, 18],
    [25, 28],
    [30, 30],
    [37, 42],
  ],
  [
    [14, 17],
    [25, 27],
    [37, 42],
  ],
  [
    [14, 16],
    [25, 26],
    [39, 41],
  ],
  [
    [14, 15],
    [41, 41],
    [44, 44],
  ],
  [[14, 14]],
];

export const MAP_COLUMNS = 46;
