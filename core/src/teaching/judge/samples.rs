//! The statements' sample inputs, and the four cases of the contest Sudominoku comes from
//! (MCPC 2011, problem D), as the programs read them.

/// BOJ 2239's sample: 9 lines of 9 digits, 0 for a blank.
pub const BOJ2239: &str = "\
103000509
002109400
000704000
300502006
060000050
700803004
000401000
009205800
804000107
";

/// BOJ 2580's sample: 9 lines of 9 space-separated numbers, 0 for a blank.
pub const BOJ2580: &str = "\
0 3 5 4 6 9 2 7 8
7 8 2 1 0 5 6 0 9
0 6 0 2 7 8 1 3 5
3 2 1 0 4 6 8 9 7
8 0 4 9 1 3 5 0 6
5 9 6 8 2 0 4 1 3
9 1 7 6 5 2 0 8 0
6 0 3 7 0 1 9 5 2
2 5 8 3 9 4 7 6 0
";

/// BOJ 4574's sample: two Sudominoku cases and the terminating 0.
pub const BOJ4574: &str = "\
10
6 B2 1 B3
2 C4 9 C3
6 D3 8 E3
7 E1 4 F1
8 B7 4 B8
3 F5 2 F6
7 F7 6 F8
5 G4 9 G5
7 I8 8 I9
7 C9 2 B9
C5 A3 D9 I4 A9 E5 A2 C6 I1
11
5 I9 2 H9
6 A5 7 A6
4 B8 6 C8
3 B5 8 B4
3 C3 2 D3
9 D2 8 E2
3 G2 5 H2
1 A2 8 A1
1 H8 3 I8
8 I3 7 I4
4 I6 9 I7
I5 E6 D1 F2 B3 G9 H7 C9 E5
0
";

/// The contest's four cases (the first is the statement's first sample).
pub const CONTEST: &str = "\
10
6 B2 1 B3
8 B7 4 B8
2 B9 7 C9
9 C3 2 C4
6 D3 8 E3
7 E1 4 F1
3 F5 2 F6
7 F7 6 F8
5 G4 9 G5
7 I8 8 I9
C5 A3 D9 I4 A9 E5 A2 C6 I1
11
8 A1 1 A2
6 A5 7 A6
8 B4 3 B5
4 B8 6 C8
3 C3 2 D3
9 D2 8 E2
3 G2 5 H2
8 I3 7 I4
4 I6 9 I7
1 H8 3 I8
2 H9 5 I9
I5 E6 D1 F2 B3 G9 H7 C9 E5
17
7 A2 6 A3
9 A6 1 A7
9 B3 5 C3
3 C8 9 C9
4 D3 2 D4
1 C5 3 D5
7 D8 4 E8
7 F1 9 F2
1 E6 8 F6
2 E7 5 F7
4 G2 1 G3
5 H2 8 I2
7 I3 1 I4
7 G4 8 H4
6 G6 2 H6
3 G7 7 H7
3 I6 4 I7
F8 G1 H3 C1 I5 B7 E5 D9 E4
10
8 A4 5 A5
2 C2 8 C3
1 B5 2 B6
4 F1 2 G1
9 F2 2 F3
1 D8 9 E8
6 G4 9 G5
3 G7 7 G8
5 I1 7 I2
7 H4 2 I4
I7 E5 E1 B4 C8 I3 F5 G2 A6
0
";
