//! The techniques the engine knows, with HoDoKu's codes (used by the regression library) and
//! the names players read in a hint.

use std::fmt;

mod family;

pub use family::Family;

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Technique {
    FullHouse,
    HiddenSingle,
    NakedSingle,
    LockedCandidatesPointing,
    LockedCandidatesClaiming,
    LockedPair,
    LockedTriple,
    NakedPair,
    NakedTriple,
    NakedQuad,
    HiddenPair,
    HiddenTriple,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    FinnedXWing,
    FinnedSwordfish,
    FinnedJellyfish,
    SashimiXWing,
    SashimiSwordfish,
    SashimiJellyfish,
    FrankenXWing,
    FrankenSwordfish,
    FrankenJellyfish,
    FinnedFrankenXWing,
    FinnedFrankenSwordfish,
    FinnedFrankenJellyfish,
    MutantXWing,
    MutantSwordfish,
    MutantJellyfish,
    FinnedMutantXWing,
    FinnedMutantSwordfish,
    FinnedMutantJellyfish,
    FinnedMutantSquirmbag,
    FinnedMutantWhale,
    /// Kraken fish (a finned fish whose fins each lead, by a forcing chain, to the same
    /// elimination) is NOT implemented: the two variants exist so HoDoKu's codes 0371 and 0372
    /// read and print, but no finder reports them ([`super::find_all`] gives none) and the
    /// logic solver never tries them, as HoDoKu's default order leaves them off (and
    /// `reglib-1.3` has no case of them). A solve that would need one goes on with the
    /// forcing chains and nets that come after it.
    KrakenFishType1,
    KrakenFishType2,
    Skyscraper,
    TwoStringKite,
    EmptyRectangle,
    TurbotFish,
    DualTwoStringKite,
    DualEmptyRectangle,
    SimpleColorsTrap,
    SimpleColorsWrap,
    MultiColors1,
    MultiColors2,
    UniquenessTest1,
    UniquenessTest2,
    UniquenessTest3,
    UniquenessTest4,
    UniquenessTest5,
    UniquenessTest6,
    HiddenRectangle,
    AvoidableRectangle1,
    AvoidableRectangle2,
    BugPlusOne,
    XChain,
    XyChain,
    RemotePair,
    ContinuousNiceLoop,
    DiscontinuousNiceLoop,
    Aic,
    GroupedContinuousNiceLoop,
    GroupedDiscontinuousNiceLoop,
    GroupedAic,
    XyWing,
    XyzWing,
    WxyzWing,
    WWing,
    AlsXz,
    AlsXyWing,
    AlsXyChain,
    DeathBlossom,
    SueDeCoq,
    TemplateSet,
    TemplateDelete,
    ForcingChainContradiction,
    ForcingChainVerity,
    ForcingNetContradiction,
    ForcingNetVerity,
}

macro_rules! table {
    ($($variant:ident => $code:literal, $name:literal;)*) => {
        impl Technique {
            pub const ALL: &'static [Technique] = &[$(Technique::$variant),*];

            /// HoDoKu's four-digit code, as in `reglib-1.3.txt`.
            #[must_use]
            pub const fn hodoku_code(self) -> &'static str {
                match self { $(Technique::$variant => $code),* }
            }

            /// The name shown to players, HoDoKu's spelling.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self { $(Technique::$variant => $name),* }
            }

            #[must_use]
            pub fn from_hodoku_code(code: &str) -> Option<Technique> {
                match code { $($code => Some(Technique::$variant),)* _ => None }
            }
        }
    };
}

table! {
    FullHouse => "0000", "Full House";
    HiddenSingle => "0002", "Hidden Single";
    NakedSingle => "0003", "Naked Single";
    LockedCandidatesPointing => "0100", "Locked Candidates Type 1 (Pointing)";
    LockedCandidatesClaiming => "0101", "Locked Candidates Type 2 (Claiming)";
    LockedPair => "0110", "Locked Pair";
    LockedTriple => "0111", "Locked Triple";
    NakedPair => "0200", "Naked Pair";
    NakedTriple => "0201", "Naked Triple";
    NakedQuad => "0202", "Naked Quadruple";
    HiddenPair => "0210", "Hidden Pair";
    HiddenTriple => "0211", "Hidden Triple";
    HiddenQuad => "0212", "Hidden Quadruple";
    XWing => "0300", "X-Wing";
    Swordfish => "0301", "Swordfish";
    Jellyfish => "0302", "Jellyfish";
    FinnedXWing => "0310", "Finned X-Wing";
    FinnedSwordfish => "0311", "Finned Swordfish";
    FinnedJellyfish => "0312", "Finned Jellyfish";
    SashimiXWing => "0320", "Sashimi X-Wing";
    SashimiSwordfish => "0321", "Sashimi Swordfish";
    SashimiJellyfish => "0322", "Sashimi Jellyfish";
    FrankenXWing => "0330", "Franken X-Wing";
    FrankenSwordfish => "0331", "Franken Swordfish";
    FrankenJellyfish => "0332", "Franken Jellyfish";
    FinnedFrankenXWing => "0340", "Finned Franken X-Wing";
    FinnedFrankenSwordfish => "0341", "Finned Franken Swordfish";
    FinnedFrankenJellyfish => "0342", "Finned Franken Jellyfish";
    MutantXWing => "0350", "Mutant X-Wing";
    MutantSwordfish => "0351", "Mutant Swordfish";
    MutantJellyfish => "0352", "Mutant Jellyfish";
    FinnedMutantXWing => "0360", "Finned Mutant X-Wing";
    FinnedMutantSwordfish => "0361", "Finned Mutant Swordfish";
    FinnedMutantJellyfish => "0362", "Finned Mutant Jellyfish";
    FinnedMutantSquirmbag => "0363", "Finned Mutant Squirmbag";
    FinnedMutantWhale => "0364", "Finned Mutant Whale";
    KrakenFishType1 => "0371", "Kraken Fish Type 1";
    KrakenFishType2 => "0372", "Kraken Fish Type 2";
    Skyscraper => "0400", "Skyscraper";
    TwoStringKite => "0401", "2-String Kite";
    EmptyRectangle => "0402", "Empty Rectangle";
    TurbotFish => "0403", "Turbot Fish";
    DualTwoStringKite => "0404", "Dual 2-String Kite";
    DualEmptyRectangle => "0405", "Dual Empty Rectangle";
    SimpleColorsTrap => "0500", "Simple Colors Trap";
    SimpleColorsWrap => "0501", "Simple Colors Wrap";
    MultiColors1 => "0502", "Multi Colors 1";
    MultiColors2 => "0503", "Multi Colors 2";
    UniquenessTest1 => "0600", "Uniqueness Test 1";
    UniquenessTest2 => "0601", "Uniqueness Test 2";
    UniquenessTest3 => "0602", "Uniqueness Test 3";
    UniquenessTest4 => "0603", "Uniqueness Test 4";
    UniquenessTest5 => "0604", "Uniqueness Test 5";
    UniquenessTest6 => "0605", "Uniqueness Test 6";
    HiddenRectangle => "0606", "Hidden Rectangle";
    AvoidableRectangle1 => "0607", "Avoidable Rectangle Type 1";
    AvoidableRectangle2 => "0608", "Avoidable Rectangle Type 2";
    BugPlusOne => "0610", "Bivalue Universal Grave + 1";
    XChain => "0701", "X-Chain";
    XyChain => "0702", "XY-Chain";
    RemotePair => "0703", "Remote Pair";
    ContinuousNiceLoop => "0706", "Continuous Nice Loop";
    DiscontinuousNiceLoop => "0707", "Discontinuous Nice Loop";
    Aic => "0708", "AIC";
    GroupedContinuousNiceLoop => "0709", "Grouped Continuous Nice Loop";
    GroupedDiscontinuousNiceLoop => "0710", "Grouped Discontinuous Nice Loop";
    GroupedAic => "0711", "Grouped AIC";
    XyWing => "0800", "XY-Wing";
    XyzWing => "0801", "XYZ-Wing";
    WxyzWing => "0802", "WXYZ-Wing";
    WWing => "0803", "W-Wing";
    AlsXz => "0901", "Almost Locked Set XZ-Rule";
    AlsXyWing => "0902", "Almost Locked Set XY-Wing";
    AlsXyChain => "0903", "Almost Locked Set XY-Chain";
    DeathBlossom => "0904", "Death Blossom";
    SueDeCoq => "1101", "Sue de Coq";
    TemplateSet => "1201", "Template Set";
    TemplateDelete => "1202", "Template Delete";
    ForcingChainContradiction => "1301", "Forcing Chain Contradiction";
    ForcingChainVerity => "1302", "Forcing Chain Verity";
    ForcingNetContradiction => "1303", "Forcing Net Contradiction";
    ForcingNetVerity => "1304", "Forcing Net Verity";
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Technique {
    /// What the candidates a hint marks apart from its pattern ([`Evidence::fins`]) are in this
    /// technique, in one word for a legend: a fish's fins, the digit a wing or an ALS chain
    /// shares, a death blossom's stem, the second colour of a colouring.
    ///
    /// [`Evidence::fins`]: crate::hint::deduction::Evidence::fins
    #[must_use]
    pub const fn marked_role(self) -> &'static str {
        use Technique as T;
        match self {
            T::XyWing
            | T::XyzWing
            | T::WxyzWing
            | T::WWing
            | T::AlsXz
            | T::AlsXyWing
            | T::AlsXyChain => "shared",
            T::DeathBlossom => "stem",
            T::SimpleColorsTrap | T::SimpleColorsWrap | T::MultiColors1 | T::MultiColors2 => {
                "other colour"
            }
            T::AvoidableRectangle1 | T::AvoidableRectangle2 => "corner",
            T::Skyscraper
            | T::TwoStringKite
            | T::EmptyRectangle
            | T::TurbotFish
            | T::DualTwoStringKite
            | T::DualEmptyRectangle => "target",
            _ => "fin",
        }
    }
}
